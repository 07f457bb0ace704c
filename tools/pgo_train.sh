#!/usr/bin/env bash
# The training run of the profile-guided build (Makefile, "The binary").
#   tools/pgo_train.sh INSTRUMENTED_TSREWRITE WORKDIR
# An instrumented tsrewrite (-fprofile-generate) compiles the repository's
# own kernels the ways users run it; the counts it leaves guide the
# optimised compile.  Repository files only: a build needs neither
# ../shared nor the MLIR tools, and the bench module (tests/bench/gen_big.sh)
# is not among them, so `make bench` measures a binary that has not seen
# its input.
#   - every kernel of corpus/kernels and corpus/e2e to .ll, to generic MLIR,
#     to pretty MLIR, and to riscv64 objects (small inputs: start-up, the
#     passes, the backend), in corpus mode on two threads;
#   - a large module (copies of corpus/gemm_tile.mlir, tests/bench/gen_big_ll.sh)
#     to MLIR on two parse threads, its output parsed and printed again, and
#     to .ll.
set -euo pipefail
T=$1
W=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$W"
mkdir -p "$W/ll" "$W/mlir" "$W/pretty" "$W/obj"
K=("$ROOT/corpus/kernels" "$ROOT/corpus/e2e")
# corpus mode reports kernels it refuses (a few are error tests) and exits 1
"$T" --each -j2 -o "$W/ll" "${K[@]}" >/dev/null 2>&1 || true
"$T" --each -j2 --emit=mlir -o "$W/mlir" "${K[@]}" >/dev/null 2>&1 || true
"$T" --each -j2 --emit=mlir --pretty -o "$W/pretty" "${K[@]}" >/dev/null 2>&1 || true
"$T" --each -j2 --emit=obj --target=riscv64 -o "$W/obj" "${K[@]}" >/dev/null 2>&1 || true
bash "$ROOT/tests/bench/gen_big_ll.sh" "$W/big.mlir" 8 2>/dev/null
"$T" --emit=mlir "$W/big.mlir" -o "$W/big.out.mlir"
"$T" --emit=mlir "$W/big.out.mlir" -o "$W/big.again.mlir"
cmp -s "$W/big.out.mlir" "$W/big.again.mlir" || { echo "pgo_train.sh: the large module did not print back the same" >&2; exit 1; }
"$T" "$W/big.mlir" -o "$W/big.ll"
echo "pgo_train.sh: $(find "$W/ll" -name '*.ll' | wc -l) kernels and an 8 MiB module compiled" >&2
