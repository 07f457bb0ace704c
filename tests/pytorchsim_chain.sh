#!/usr/bin/env bash
# PyTorchSim's own kernels through tsrewrite's whole chain (issue 13): every
# kernel of ../shared/corpus/pytorchsim/raw/ (what the code generator writes)
# and reconstructed/ must
#   - go through the pipeline up to loop-padding (--stop-after) and get a
#     @wrapper_kernel that only calls @kernel (their loops all divide their
#     tensors: nothing is padded, as in PyTorchSim's own K_padded.mlir),
#   - compile with PyTorchSim's target (--target=riscv64 --emit=obj), also as
#     the timing build (--timing),
#   - give a .ll that llc-19 accepts with PyTorchSim's llc flags
#     (lowering.md §7.6) and that defines @wrapper_kernel.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${CORPUS:-$ROOT/../shared/corpus/pytorchsim}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
LLC=(llc-19 -relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj)
pass=0 fail=0
check() {   # KERNEL: 0 or the reason on stdout
    local f=$1
    "$T" --stop-after=loop-padding "$f" -o "$tmp/padded.mlir" 2>"$tmp/err" || { echo "--stop-after=loop-padding: $(head -1 "$tmp/err")"; return 1; }
    grep -q 'sym_name = "wrapper_kernel"' "$tmp/padded.mlir" || { echo "no @wrapper_kernel"; return 1; }
    ! grep -q '"linalg.fill"' "$tmp/padded.mlir" || { echo "a buffer was padded"; return 1; }
    "$T" --target=riscv64 --emit=obj "$f" -o "$tmp/k.o" 2>"$tmp/err" || { echo "--emit=obj: $(head -1 "$tmp/err")"; return 1; }
    "$T" --target=riscv64 --emit=obj --timing "$f" -o "$tmp/kt.o" 2>"$tmp/err" || { echo "--timing: $(head -1 "$tmp/err")"; return 1; }
    "$T" --target=riscv64 "$f" -o "$tmp/k.ll" 2>"$tmp/err" || { echo "--emit=ll: $(head -1 "$tmp/err")"; return 1; }
    grep -q '^define void @wrapper_kernel(' "$tmp/k.ll" || { echo "the .ll has no @wrapper_kernel"; return 1; }
    "${LLC[@]}" "$tmp/k.ll" -o "$tmp/llc.o" 2>"$tmp/err" || { echo "llc-19 rejects the .ll: $(head -1 "$tmp/err")"; return 1; }
}
n=0
for f in "$SHARED"/raw/*.mlir "$SHARED"/reconstructed/*.mlir; do
    [ -e "$f" ] || continue
    n=$((n + 1))
    name=${f#"$SHARED"/}
    if why=$(check "$f"); then
        echo "PASS: $name"; pass=$((pass + 1))
    else
        echo "FAIL: $name: $why"; fail=$((fail + 1))
    fi
done
[ $n -gt 0 ] || { echo "pytorchsim-chain: no kernels under $SHARED"; exit 1; }
echo "pytorchsim-chain: $pass passed, $fail failed"
[ $fail -eq 0 ]
