#!/usr/bin/env bash
# Random differential tests (make check-random): SEEDS kernels made by
# tests/diff/randgen from seeds SEED0, SEED0+1, ... go through the same
# check as the corpus (tests/diff/run.sh).  A failing seed is reported with
# the command that reproduces it.
#   SEEDS=300 SEED0=1 tests/diff/random.sh
# Environment as for run.sh (TSREWRITE, DIFF_WORK, DIFF_TOOLS, DIFF_JOBS, ...).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
SEEDS=${SEEDS:-300}
SEED0=${SEED0:-1}
WORK=${DIFF_WORK:-$ROOT/build/diff}
case $WORK in /*) ;; *) WORK=$ROOT/$WORK ;; esac
export DIFF_TOOLS=${DIFF_TOOLS:-$WORK/bin}
[ -x "$DIFF_TOOLS/randgen" ] || { echo "check-random: $DIFF_TOOLS/randgen missing (make check-random builds it)"; exit 1; }
RW=$WORK/random
mkdir -p "$RW"
KD=$(mktemp -d "$RW/kernels.XXXXXX")   # per run; kept only if a seed fails
last=$((SEED0 + SEEDS - 1))
for s in $(seq "$SEED0" "$last"); do
    "$DIFF_TOOLS/randgen" "$s" >"$KD/rand_$s.mlir"
done
rc=0
RES=$(mktemp "$RW/results.XXXXXX")
trap 'rm -f "$RES"; [ "${rc:-1}" -ne 0 ] || rm -rf "$KD"' EXIT
DIFF_WORK=$RW DIFF_XFAIL=/dev/null DIFF_RESULTS=$RES bash tests/diff/run.sh "$KD" | sed 's/^check-diff:/check-random:/' || rc=$?
if [ $rc -ne 0 ]; then
    echo "--- reproduce a failing seed (kernel kept in ${KD#"$ROOT"/}/):"
    grep '^FAIL' "$RES" | head -n 10 | while read -r _ name _; do
        s=${name%:}
        s=${s#rand_}
        echo "  make check-random SEED0=$s SEEDS=1    # or: $DIFF_TOOLS/randgen $s > k.mlir && tests/diff/run.sh k.mlir"
    done
fi
exit $rc
