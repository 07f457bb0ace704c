#!/usr/bin/env bash
# The training run of the profile-guided build (Makefile, "The binary").
#   tools/pgo_train.sh INSTRUMENTED_TSREWRITE WORKDIR
# An instrumented tsrewrite (-fprofile-generate) compiles the repository's
# own kernels the ways users run it; the counts it leaves guide the
# optimised compile.  Repository files only: a build needs neither
# ../shared nor the MLIR tools.  Every kernel of corpus/kernels and
# corpus/e2e goes to .ll, to generic MLIR, to pretty MLIR and to riscv64
# objects, in corpus mode on two threads.  No large module: the bench's
# modules (tests/bench/gen_big.sh, gen_big_ll.sh) are not trained on, nor
# anything made like them; the parser and printer a large module runs are
# the ones these kernels run, and what only large modules run (two parse
# threads, the printer's pieces) stays optimised as without counts
# (-fprofile-partial-training).
set -euo pipefail
T=$1
W=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$W"
mkdir -p "$W/ll" "$W/mlir" "$W/pretty" "$W/obj"
K=("$ROOT/corpus/kernels" "$ROOT/corpus/e2e")
# each ARGS...: corpus mode over the kernels.  It exits 1 when it refuses
# kernels (a few are error tests); anything else (a crash of the
# instrumented binary) stops the build rather than training on half a run.
each() {
    local rc=0
    "$T" --each -j2 "$@" "${K[@]}" >/dev/null 2>&1 || rc=$?
    [ "$rc" -le 1 ] || { echo "pgo_train.sh: tsrewrite --each $* exited $rc" >&2; exit 1; }
}
each -o "$W/ll"
each --emit=mlir -o "$W/mlir"
each --emit=mlir --pretty -o "$W/pretty"
each --emit=obj --target=riscv64 -o "$W/obj"
echo "pgo_train.sh: $(find "$W/ll" -name '*.ll' | wc -l) kernels compiled four ways" >&2
