#!/usr/bin/env bash
# dma-fine-grained and lower-to-vcix against PyTorchSim's real chain
# (issue 13): the code generator's input for the 256^3 GEMM
# (corpus/pytorchsim/gemm256_raw.mlir) goes through decompose-transfer,
# lower-vlane-idx, dma-fine-grained and lower-to-vcix (128 lanes, VLEN
# 256, --verify-rewrites) and must print, in generic form, exactly what
# PyTorchSim's chain printed after lower_to_vcix
# (../shared/corpus/pytorchsim/gemm256_postvcix.mlir) once both are
# normalised (normalise.py: SSA values, block labels and map aliases
# renamed; the fixture's @wrapper_kernel, made by loop-padding, dropped).
# Then the chain's riscv64 object must hold one sf.vc.* instruction per
# vcix op and the Gemmini words of every DMA, and llc-19 must accept the
# .ll.
set -euo pipefail
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
F=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
K=$ROOT/corpus/pytorchsim/gemm256_raw.mlir
CHAIN=decompose-transfer,lower-vlane-idx,dma-fine-grained,lower-to-vcix
OPTS="--vectorlane=128 --vlen=256 --verify-rewrites"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "chain: FAIL: $*"; exit 1; }

# shellcheck disable=SC2086
"$T" --passes=$CHAIN $OPTS --emit=mlir "$K" -o "$tmp/ours.mlir" || fail "the chain failed"
"$T" --emit=mlir "$F" -o "$tmp/fixture.mlir" || fail "cannot read the fixture"
python3 "$ROOT/tests/chain/normalise.py" "$tmp/ours.mlir" >"$tmp/ours.n"
python3 "$ROOT/tests/chain/normalise.py" --drop-func wrapper_kernel "$tmp/fixture.mlir" >"$tmp/fixture.n"
if ! diff -u "$tmp/fixture.n" "$tmp/ours.n" >"$tmp/diff"; then
    head -40 "$tmp/diff"
    fail "the chain's output differs from the fixture (docs/pytorchsim.md lists none)"
fi
grep -q '"vcix.iv"' "$tmp/ours.n" || fail "no vcix op in the chain's output"

# The same chain to a riscv64 object and to .ll for llc-19.
# shellcheck disable=SC2086
"$T" --passes=$CHAIN,lower-dma-to-gemmini $OPTS --target=riscv64 --emit=obj "$K" -o "$tmp/k.o" || fail "--emit=obj"
# shellcheck disable=SC2086
"$T" --passes=$CHAIN,lower-dma-to-gemmini $OPTS --target=riscv64 "$K" -o "$tmp/k.ll" || fail "--emit=ll"
llc-19 -relocation-model=pic -march=riscv64 -O3 --stack-size-section \
    -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj -O2 "$tmp/k.ll" -o "$tmp/llc.o" ||
    fail "llc-19 rejects the .ll"
llvm-objdump-19 -d "$tmp/k.o" >"$tmp/dis"
for op in iv v.i i; do
    want=$(grep -o "\"vcix\.$op\"" "$tmp/ours.mlir" | wc -l)
    got=$(grep -cP "\tsf\.vc\.$op\t" "$tmp/dis" || true)
    [ "$want" -gt 0 ] && [ "$want" -eq "$got" ] || fail "sf.vc.$op: $got instructions, $want vcix.$op ops"
done
# Weight pushes opcode 1 (funct6 0b001001), input pushes opcode 0 (0b001000),
# pops opcode 2 (vcix.md §2, word & 0xFE00707F).
words=$(grep -oE '^ *[0-9a-f]+: [0-9a-f]{8}\b' "$tmp/dis" | awk '{ print $2 }')
count() {
    local n=0 h
    for h in $words; do [ $((16#$h & 0xFE00707F)) -eq $(($1)) ] && n=$((n + 1)); done
    echo $n
}
[ "$(count $((0x2600305B)))" -eq 16 ] && [ "$(count $((0x2200305B)))" -eq 16 ] &&
    [ "$(count $((0x0800305B)))" -eq 16 ] || fail "expected 16 weight pushes, 16 input pushes and 16 pops"
ndma=$(grep -c '"memref.dma_start"' "$tmp/ours.mlir")
[ "$(count $((0x0000302B)))" -eq "$ndma" ] && [ "$(count $((0x0400302B)))" -eq 2 ] &&
    [ "$(count $((0x0600302B)))" -eq 1 ] || fail "expected $ndma CONFIG words, 2 MVINs and 1 MVOUT"

# The FileCheck kernels of the two passes, through the chain to riscv64:
# one sf.vc.* instruction per vcix op, and llc-19 accepts the .ll.
n=0
for spec in pass_fg_worked:8 pass_fg_bias:8 pass_fg_bmm:8 pass_fg_conv:8 pass_vcix_small:32 pass_vcix_math:128; do
    f=$ROOT/tests/filecheck/${spec%%:*}.mlir
    p=--passes=dma-fine-grained,lower-to-vcix
    o="--vectorlane=${spec##*:} --vlen=256 --verify-rewrites"
    # shellcheck disable=SC2086
    "$T" $p $o --emit=mlir "$f" -o "$tmp/t.mlir" || fail "$f: the passes failed"
    # shellcheck disable=SC2086
    "$T" $p,lower-dma-to-gemmini $o --target=riscv64 --emit=obj "$f" -o "$tmp/t.o" || fail "$f: --emit=obj"
    # shellcheck disable=SC2086
    "$T" $p,lower-dma-to-gemmini $o --target=riscv64 "$f" -o "$tmp/t.ll" || fail "$f: --emit=ll"
    llc-19 -relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b \
        -filetype=obj "$tmp/t.ll" -o "$tmp/t2.o" || fail "$f: llc-19 rejects the .ll"
    want=$(grep -c '"vcix\.' "$tmp/t.mlir" || true)
    got=$(llvm-objdump-19 -d "$tmp/t.o" | grep -cP '\tsf\.vc\.' || true)
    [ "$want" -gt 0 ] && [ "$want" -eq "$got" ] || fail "$f: $got sf.vc instructions for $want vcix ops"
    n=$((n + 1))
done

echo "chain: ok (identical to the fixture after normalisation; $(grep -c 'sf\.vc' "$tmp/dis") sf.vc instructions, $ndma DMAs, llc-19 accepts the .ll; $n more kernels to riscv64)"
