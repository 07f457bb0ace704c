#!/usr/bin/env bash
# Round trip of the PyTorchSim kernels in ../shared/corpus/pytorchsim/ that
# MLIR 19 can parse: each is converted to generic form with mlir-opt-19 here,
# then tsrewrite must print that text back byte for byte.  The fork prints
# memref.dma_start with an attribute dictionary after the types, which
# upstream MLIR 19 cannot parse in any position (its DmaStartOp parser takes
# no attribute dictionary), so for MLIR's side those dictionaries are dropped
# from dma_start lines; everything else in the file is kept.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${CORPUS:-$ROOT/../shared/corpus/pytorchsim}
[ -d "$CORPUS" ] || { echo "corpus: $CORPUS not found"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0 n=0
for f in "$CORPUS"/*.mlir; do
    n=$((n + 1))
    b=$(basename "$f" .mlir)
    sed -E 's/^(.*memref\.dma_start[^{]*[^ {])[ ]*\{.*\}[ ]*$/\1/' "$f" >"$tmp/$b.in.mlir"
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$tmp/$b.in.mlir" -o "$tmp/$b.exp" 2>"$tmp/$b.mlirerr"; then
        echo "FAIL: $b: mlir-opt-19 cannot parse it: $(grep -m1 error "$tmp/$b.mlirerr")"
        fail=$((fail + 1)); continue
    fi
    if ! "$T" --emit=mlir "$tmp/$b.exp" -o "$tmp/$b.got" 2>"$tmp/$b.err"; then
        echo "FAIL: $b: $(head -1 "$tmp/$b.err")"; fail=$((fail + 1)); continue
    fi
    if ! cmp -s "$tmp/$b.exp" "$tmp/$b.got"; then
        echo "FAIL: $b: output differs"; diff "$tmp/$b.exp" "$tmp/$b.got" | head -6
        fail=$((fail + 1)); continue
    fi
    pass=$((pass + 1))
done
echo "corpus: $pass passed, $fail failed"
[ $fail -eq 0 ]
