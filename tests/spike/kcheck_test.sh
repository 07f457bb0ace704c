#!/usr/bin/env bash
# tests/spike/kcheck.sh must accept the kernel entries Spike handles and
# reject, with the reason, the ones it mishandles (hand-written objects,
# assembled by llvm-mc-19; no Spike needed).  Run by tests/spike/check.sh.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0

# case NAME WANT(ok FRAME | fail TEXT) BODY...: function k_NAME of one
# assembly file (one llvm-mc and one lld for all), checked afterwards.
names=() wants=() texts=()
printf '.option rvc\n.text\n' >"$tmp/k.s"
case_() {
    names+=("$1") wants+=("$2") texts+=("$3")
    {
        printf '.globl k_%s\n.type k_%s,@function\nk_%s:\n' "$1" "$1" "$1"
        shift 3
        printf '  %s\n' "$@"
        printf '.size k_%s, .-k_%s\n' "${names[-1]}" "${names[-1]}"
    } >>"$tmp/k.s"
}

# accepted: the frame as Spike sees it
case_ addi16sp       ok   c.addi16sp:64 'c.addi16sp sp, -64' 'sd ra, 56(sp)' 'ld ra, 56(sp)' 'c.addi16sp sp, 64' 'ret'
case_ addi           ok   addi:2048     'addi sp, sp, -2048' 'sd ra, 8(sp)' 'addi sp, sp, 2047' 'addi sp, sp, 1' 'ret'
case_ frameless      ok   none:0        'c.li a0, 0' 'ld a1, 8(sp)' 'c.addi a0, 1' 'ret'
case_ c_addi_scalar  ok   c.addi:16     'c.addi sp, -16' 'sd ra, 8(sp)' 'ld ra, 8(sp)' 'c.addi sp, 16' 'ret'
case_ spill_in_frame ok   c.addi16sp:96 'c.addi16sp sp, -96' 'addi t0, sp, 32' 'vse32.v v8, (t0)' 'vl1re8.v v9, (sp)' 'addi s0, sp, 96' 'addi a0, s0, -32' 'vse32.v v8, (a0)' 'c.addi16sp sp, 96' 'ret'
# rejected, with the reason
case_ li_first       fail "not 'addi sp, sp, -N'" 'li a0, 100' 'ret'
case_ mv_first       fail "not 'addi sp, sp, -N'" '.option norvc' 'mv a0, a1' '.option rvc' 'ret'
case_ addi_pos       fail "not 'addi sp, sp, -N'" 'addi sp, sp, 2000' 'ret'
case_ c_lui          fail 'starts with a c.lui' 'c.lui a0, 1' 'ret'
case_ two_rets       fail 'has 2 returns' 'c.addi16sp sp, -16' 'beqz a0, 1f' 'c.addi16sp sp, 16' 'ret' '1: c.addi16sp sp, 16' 'ret'
case_ ret_not_last   fail 'not its last instruction' 'c.li a0, 0' 'ret' 'c.nop'
case_ no_ret         fail 'has 0 returns' 'c.li a0, 0' '3: j 3b'
case_ dyn_sp         fail 'pitfall 7' 'c.addi16sp sp, -16' 'csrr a0, vlenb' 'sub sp, sp, a0' 'add sp, sp, a0' 'c.addi16sp sp, 16' 'ret'
case_ c_addi_spill   fail 'sets up no frame Spike recognises' 'c.addi sp, -32' 'vs1r.v v8, (sp)' 'addi sp, sp, 32' 'ret'
case_ frameless_vec  fail 'sets up no frame Spike recognises' 'c.li a0, 0' 'addi t0, sp, 16' 'vle64.v v8, (t0)' 'ret'
case_ fp_spill_out   fail 'outside its frame (32 bytes there' 'c.addi16sp sp, -32' 'addi s0, sp, 32' 'addi a0, s0, 8' 'vle64.v v8, (a0)' 'c.addi16sp sp, 32' 'ret'
case_ vec_caller     fail 'outside its frame (16 bytes there' 'c.addi16sp sp, -16' 'addi t0, sp, 24' 'vle64.v v8, (t0)' 'c.addi16sp sp, 16' 'ret'

llvm-mc-19 -triple=riscv64 -mattr=+c,+v -filetype=obj "$tmp/k.s" -o "$tmp/k.o"
ld.lld-19 -e k_addi16sp "$tmp/k.o" -o "$tmp/k.elf"
for i in "${!names[@]}"; do
    name=${names[$i]} want=${wants[$i]} text=${texts[$i]}
    rc=0
    out=$(bash "$ROOT/tests/spike/kcheck.sh" "$tmp/k.elf" "k_$name" 2>&1) || rc=$?
    if [ "$want" = ok ]; then
        if [ $rc -ne 0 ] || [ "$(awk '{ print $3 }' <<<"$out")" != "$text" ]; then
            echo "kcheck-test: FAIL $name: expected ok ($text), got: $out"
            bad=$((bad + 1))
        fi
    elif [ $rc -eq 0 ] || ! grep -qF -- "$text" <<<"$out"; then
        echo "kcheck-test: FAIL $name: expected a failure with '$text', got: $out"
        bad=$((bad + 1))
    fi
done

[ $bad -eq 0 ] || exit 1
echo "kcheck-test: ok (17 hand-written kernels: 5 accepted with their frame, 12 rejected with the reason)"
