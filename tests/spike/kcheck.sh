#!/usr/bin/env bash
# The kernel's range for Spike's --kernel-addr, and its entry, exit and stack
# use checked against what Spike does with them.
#
#   tests/spike/kcheck.sh PROGRAM.elf SYMBOL [DISASSEMBLY-OUT]
#
# Prints "START END FRAME" (hex addresses without 0x: the symbol and its one
# `ret`; FRAME is how the kernel sets up its stack frame: addi:N or
# c.addi16sp:N (Spike gives each lane a copy of the N bytes), c.addi:N
# (Spike does not see it), none) or fails (exit 1) naming the instruction
# Spike would mishandle.
#
# What Spike does (riscv/execute.cc of the TorchSim branch; spike.md pitfalls):
# - it runs START <= pc < END per lane, and PyTorchSim passes END = the
#   kernel's `ret`: one `ret`, the last instruction;
# - when the pc is START and the instruction there is an `addi` (any
#   registers) or a `c.lui` (c.addi16sp is a c.lui of sp), it takes it for
#   the frame setup, asserts that its immediate is negative, and from then on
#   moves vector accesses inside [sp, sp + N) to a per-lane copy at the top of
#   each lane's bank.  Anything else (the 16-bit `c.addi sp, -N` of frames of
#   32 bytes or less, no frame at all) sets up no per-lane frame;
# - a vector access to an address at or above 0x01000000 that is not in that
#   frame is taken for a scratchpad access: so a vector access to the stack
#   must be inside a frame Spike recognised.  Checked by a heuristic over
#   the instructions in address order: a base register is followed when it
#   is sp or computed from sp by a chain of addi/mv (frame pointers
#   included), and the frame is what the sp adjustments made of it so far;
# - `sub sp, sp, rX` and `c.add sp, rX` (RVV stack slots sized by vlenb)
#   move Spike's frame by a0, not rX: seen to end in exit 200 ("invalid spad
#   address") or a crash of Spike, so they are rejected.
set -euo pipefail
elf=${1:?PROGRAM.elf}
sym=${2:?SYMBOL}
dis=${3:-}
if [ -z "$dis" ]; then
    dis=$(mktemp)
    trap 'rm -f "$dis"' EXIT
fi
fail() { echo "kcheck: $*" >&2; exit 1; }
# KCHECK_WARN=1: the entry and stack findings are warnings (to watch Spike
# mishandle such a kernel); the range itself must still be found.
soft() { if [ "${KCHECK_WARN:-0}" = 1 ]; then echo "kcheck: warning: $*" >&2; else fail "$@"; fi; }

read -r kaddr ksize < <(llvm-nm-19 -S --defined-only "$elf" |
    awk -v s="$sym" '$4 == s && ($3 == "T" || $3 == "t") { print $1, $2 }')
[ -n "${kaddr:-}" ] || fail "no function symbol $sym in $elf"
kstart=$((16#$kaddr)) kend=$((16#$kaddr + 16#$ksize))
llvm-objdump-19 -d --mattr=+v,+xsfvcp --start-address=$kstart --stop-address=$kend "$elf" |
    grep -E '^ *[0-9a-f]+:' >"$dis" || true
first=$(head -n1 "$dis" | sed "s/^ *//")
last=$(tail -n1 "$dis" | sed "s/^ *//")

# One return, at the end.
nret=$(grep -cP '\tret\s*$|\tc\.jr\tra\s*$|\tjalr\tzero, 0\(ra\)\s*$|\tjr\tra\s*$' "$dis" || true)
[ "$nret" -eq 1 ] || fail "@$sym has $nret returns; Spike's kernel range ends at the first one, so the kernel must have exactly one (pitfall 4)"
printf '%s\n' "$last" | grep -qP '\tret\s*$' ||
    fail "@$sym's ret is not its last instruction: code after it would run outside the kernel range (pitfall 4): $last"
ret_addr=$(printf '%s\n' "$last" | awk '{ sub(":", "", $1); print $1 }')

# The first instruction.
word=$(printf '%s\n' "$first" | awk '{ print $2 }')
w=$((16#$word))
frame=none size=0
if [ ${#word} -eq 4 ]; then
    if [ $((w & 0xE003)) -eq $((0x6001)) ]; then          # c.lui, c.addi16sp
        [ $(((w >> 7) & 31)) -eq 2 ] && [ $((w & 0x1000)) -ne 0 ] ||
            soft "@$sym starts with a c.lui, which Spike takes for the frame setup: it asserts a negative immediate and would set up a wrong frame: $first"
        # nzimm[9|4|6|8:7|5] in bits 12|6|5|4:3|2, sign-extended from bit 9
        size=$(( 512 - ( ((w >> 6) & 1) << 4 | ((w >> 2) & 1) << 5 | ((w >> 5) & 1) << 6 |
                        ((w >> 3) & 3) << 7 ) ))
        frame=c.addi16sp
    elif [ $((w & 0xE003)) -eq $((0x0001)) ] && [ $(((w >> 7) & 31)) -eq 2 ] && [ $((w & 0x1000)) -ne 0 ]; then
        size=$(( 32 - ((w >> 2) & 31) ))                     # c.addi sp, -N
        frame=c.addi
    fi
elif [ $((w & 0x707F)) -eq $((0x13)) ]; then              # addi
    [ $(((w >> 7) & 31)) -eq 2 ] && [ $(((w >> 15) & 31)) -eq 2 ] && [ $((w & 0x80000000)) -ne 0 ] ||
        soft "@$sym starts with an addi that is not 'addi sp, sp, -N': Spike takes it for the frame setup and asserts its immediate is negative (pitfalls 4, 6): $first"
    size=$(( 4096 - ((w >> 20) & 0xFFF) ))
    frame=addi
fi

# Dynamic stack adjustment (pitfall 7).
dyn=$(grep -P '\t(sub|add|c\.add)\tsp, sp, (?!-?0x|-?[0-9])' "$dis" | head -n1 | sed "s/^ *//" || true)
[ -z "$dyn" ] || soft "@$sym adjusts sp by a register, which Spike follows as if it were a0 (pitfall 7): $dyn"

# Vector accesses to the stack: only inside a frame Spike set up.
seen=0
case $frame in addi|c.addi16sp) seen=$size ;; esac
bad=$(awk -F'\t' -v frame="$seen" '
    function hexval(s,   i, v) { v = 0; s = tolower(s)
        for (i = 3; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
        return v }
    function num(s,   neg, v) { neg = substr(s, 1, 1) == "-"; if (neg) s = substr(s, 2)
        v = substr(s, 1, 2) == "0x" ? hexval(s) : s + 0
        return neg ? -v : v }
    # depth = bytes between sp and the base Spike recorded (it follows every
    # write of sp); -1 once sp moved by a register amount (not checked then)
    NR == 1 { depth = frame; if (frame > 0) next }
    {
        mn = $2; ops = $3; gsub(/ /, "", ops); n = split(ops, o, ",")
        if (mn ~ /^v[ls]/ && match(ops, /\([a-z0-9]+\)/)) {
            base = substr(ops, RSTART + 1, RLENGTH - 2)
            if (base == "sp") off = 0; else if (base in spoff) off = spoff[base]; else next
            if (depth >= 0 && (off < 0 || off >= depth || frame == 0)) { sub(/^ */, ""); print off "\t" depth "\t" $0; exit }
            next
        }
        if (o[1] == "sp") {
            if (mn == "addi" && o[2] == "sp" && depth >= 0) depth -= num(o[3]); else depth = -1
            next
        }
        if (mn == "addi" && o[2] == "sp") { spoff[o[1]] = num(o[3]); next }
        if (mn == "addi" && (o[2] in spoff)) { spoff[o[1]] = spoff[o[2]] + num(o[3]); next }
        if (mn == "mv" && o[2] == "sp") { spoff[o[1]] = 0; next }
        if (mn == "mv" && (o[2] in spoff)) { spoff[o[1]] = spoff[o[2]]; next }
        if (n >= 1 && (o[1] in spoff) && mn !~ /^(s[bhwd]|c\.s|fs[wd]|b|vs)/) delete spoff[o[1]]
    }' "$dis")
if [ -n "$bad" ]; then
    off=${bad%%$'\t'*} rest=${bad#*$'\t'}
    depth=${rest%%$'\t'*} insn=${rest#*$'\t'}
    if [ "$seen" -eq 0 ]; then
        soft "@$sym makes a vector access to the stack (sp+$off) but sets up no frame Spike recognises (first instruction: $first): Spike takes it for a scratchpad access (pitfalls 6, 8): $insn"
    else
        soft "@$sym makes a vector access to the stack at sp+$off, outside its frame ($depth bytes there: the caller's stack): Spike takes it for a scratchpad access (pitfall 8): $insn"
    fi
fi

echo "$kaddr $ret_addr $frame:$size"
