#!/usr/bin/env bash
# Stand-in for tsrewrite that lowers with MLIR 19 itself, to test the
# harness and to validate new kernels while the backend is incomplete:
#   TSREWRITE=tests/diff/mlir-as-tsrewrite.sh tests/diff/run.sh
# With DIFF_MUTATE=1 it damages the .ll on purpose (the first integer or
# float add becomes a sub, else the first integer constant 1 becomes 2):
# every kernel whose output depends on that must then FAIL.
#   usage (the part of tsrewrite's command line the harness uses):
#   mlir-as-tsrewrite.sh --emit=ll IN -o OUT
set -euo pipefail
in='' out=''
while [ $# -gt 0 ]; do
    case $1 in
    --emit=ll) ;;
    -o) out=$2; shift ;;
    -*) echo "mlir-as-tsrewrite: unknown option $1" >&2; exit 2 ;;
    *) in=$1 ;;
    esac
    shift
done
[ -n "$in" ] && [ -n "$out" ] || { echo "usage: $0 --emit=ll IN -o OUT" >&2; exit 2; }
PIPE=${DIFF_REF_PIPELINE:-${DIFF_PIPELINE:?set by tests/diff/run.sh}}
mlir-opt-19 --pass-pipeline="builtin.module($PIPE)" "$in" |
    mlir-translate-19 --mlir-to-llvmir -o "$out.tmp"
if [ "${DIFF_MUTATE:-0}" = 1 ]; then
    if grep -qE '= (f?add|fadd) ' "$out.tmp"; then
        sed -i -E '0,/= (add|fadd) /s//= \1MUT /; s/= addMUT /= sub /; s/= faddMUT /= fsub /' "$out.tmp"
    else
        sed -i -E '0,/(i(8|16|32|64) )1([,)])/s//\12\3/' "$out.tmp"
    fi
fi
mv "$out.tmp" "$out"
