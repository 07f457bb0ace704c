#!/usr/bin/env bash
# PyTorchSim's fixture end to end (issue 4): the pretty-form kernel as it is
# -> default pipeline -> riscv64 object in process.  The object must hold
# one sf.vc.* instruction per vcix op of the input, and per memref.dma_start
# a CONFIG, CONFIG2 and CONFIG3 word and one move (MVIN/MVIN2/MVIN3 or
# MVOUT), recognised by the Spike MATCH values of lowering.md §3.1; llc-19
# with PyTorchSim's flags (§7.6) must accept our .ll.
set -euo pipefail
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
F=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "e2e-fixture: FAIL: $*"; exit 1; }
"$T" --target=riscv64 --emit=obj "$F" -o "$tmp/k.o" || fail "tsrewrite --emit=obj"
"$T" --target=riscv64 "$F" -o "$tmp/k.ll" || fail "tsrewrite --emit=ll"
llc-19 -relocation-model=pic -march=riscv64 -O3 --stack-size-section \
    -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj -O2 "$tmp/k.ll" -o "$tmp/llc.o" ||
    fail "llc-19 rejects the .ll"
llvm-objdump-19 -d "$tmp/k.o" >"$tmp/dis"
for op in iv v.i i; do
    want=$(grep -o "\"vcix\.$op\"" "$F" | wc -l)
    got=$(grep -cP "\tsf\.vc\.$op\t" "$tmp/dis" || true)
    [ "$want" -eq "$got" ] || fail "sf.vc.$op: $got instructions, $want vcix.$op ops"
done
ndma=$(grep -c 'memref.dma_start' "$F")
# 32-bit words of the custom-1 opcode, classified by (word & 0xFE00707F).
c=0 c2=0 c3=0 mv=0 other=0
for h in $(grep -oE '^ *[0-9a-f]+: [0-9a-f]{8}\b' "$tmp/dis" | awk '{ print $2 }'); do
    w=$((16#$h))
    [ $((w & 0x7F)) -eq $((0x2B)) ] || continue
    case $((w & 0xFE00707F)) in
        $((0x0000302B))) c=$((c + 1)) ;;
        $((0x0800302B))) c2=$((c2 + 1)) ;;
        $((0x0A00302B))) c3=$((c3 + 1)) ;;
        $((0x0400302B))|$((0x0200302B))|$((0x1C00302B))|$((0x0600302B))) mv=$((mv + 1)) ;;
        *) other=$((other + 1)) ;;
    esac
done
[ $c -eq "$ndma" ] && [ $c2 -eq "$ndma" ] && [ $c3 -eq "$ndma" ] && [ $mv -eq "$ndma" ] && [ $other -eq 0 ] ||
    fail "Gemmini words: CONFIG $c CONFIG2 $c2 CONFIG3 $c3 moves $mv other $other, expected $ndma each"
echo "e2e-fixture: ok ($ndma DMAs, $(grep -c 'sf\.vc' "$tmp/dis") sf.vc instructions, llc-19 accepts the .ll)"
