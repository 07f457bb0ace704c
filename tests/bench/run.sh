#!/usr/bin/env bash
# Benchmark tsrewrite against mlir-opt-19 on the big generic module.
#   tests/bench/run.sh [TSREWRITE]     (default ./tsrewrite)
#   env: RUNS (3), SIZE_MB (60), MLIR_OPT (mlir-opt-19)
# Whole-process wall time and peak RSS via /usr/bin/time, best of RUNS each:
#   TSREWRITE --emit=mlir big.mlir -o OUT
#   mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic big.mlir -o OUT
# Exit 1 if tsrewrite fails or its output differs from mlir-opt's.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TSREWRITE=${1:-$ROOT/tsrewrite}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
RUNS=${RUNS:-3}
BENCH=$ROOT/build/bench
BIG=$BENCH/big.mlir

[ -x /usr/bin/time ] || "$ROOT/tools/deps.sh" --test
command -v "$TSREWRITE" >/dev/null || { echo "run.sh: $TSREWRITE not found" >&2; exit 2; }
"$ROOT/tests/bench/gen_big.sh" "$BIG" "${SIZE_MB:-60}"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsr-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# measure NAME CMD... : best-of-RUNS "seconds KiB" into $tmp/NAME.best, rc in $tmp/NAME.rc
measure() {
    local name=$1; shift
    local r rc=0
    : >"$tmp/$name.all"
    for r in $(seq "$RUNS"); do
        rm -f "$tmp/$name.out"
        if ! /usr/bin/time -o "$tmp/$name.t" -f '%e %M' "$@" >"$tmp/$name.stdout" 2>"$tmp/$name.err"; then
            rc=1
            echo "run.sh: $name failed (run $r): $(head -c 300 "$tmp/$name.err")" >&2
            break
        fi
        cat "$tmp/$name.t" >>"$tmp/$name.all"
    done
    echo "$rc" >"$tmp/$name.rc"
    # best time and lowest peak RSS over the runs
    awk 'NF == 2 && $1 ~ /^[0-9.]+$/ { if (t == "" || $1 < t) t = $1; if (m == "" || $2 < m) m = $2 }
         END { print (t == "" ? "NA" : t), (m == "" ? "NA" : m) }' "$tmp/$name.all" >"$tmp/$name.best"
}

echo "bench: $BIG ($(( $(stat -c %s "$BIG") >> 20 )) MiB), best of $RUNS"
measure mlir-opt "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$BIG" -o "$tmp/mlir-opt.out"
measure tsrewrite "$TSREWRITE" --emit=mlir "$BIG" -o "$tmp/tsrewrite.out"

read -r mt mm <"$tmp/mlir-opt.best"
read -r tt tm <"$tmp/tsrewrite.best"
awk -v mt="$mt" -v mm="$mm" -v tt="$tt" -v tm="$tm" -v tool="$(basename "$TSREWRITE")" -v opt="$MLIR_OPT" '
    function mib(k) { return k == "NA" ? "NA" : sprintf("%.1f", k / 1024) }
    BEGIN {
        printf "%-12s %9s %9s\n", "tool", "seconds", "MiB"
        printf "%-12s %9s %9s\n", tool, tt, mib(tm)
        printf "%-12s %9s %9s\n", opt, mt, mib(mm)
        if (tt != "NA" && mt != "NA" && tt > 0) printf "speed-up   (%s time / %s time): %.2fx\n", opt, tool, mt / tt
        if (tm != "NA" && mm != "NA" && mm > 0) printf "memory     (%s RSS / %s RSS):   %.3f\n", tool, opt, tm / mm
    }'

status=0
if [ "$(cat "$tmp/tsrewrite.rc")" != 0 ]; then
    echo "outputs: tsrewrite FAILED"; status=1
elif cmp -s "$tmp/tsrewrite.out" "$tmp/mlir-opt.out"; then
    echo "outputs: identical ($(( $(stat -c %s "$tmp/tsrewrite.out") >> 20 )) MiB)$(cmp -s "$tmp/mlir-opt.out" "$BIG" && echo ', and equal to the input')"
else
    echo "outputs: DIFFER: $(cmp "$tmp/tsrewrite.out" "$tmp/mlir-opt.out" 2>&1 | head -1)"; status=1
fi
exit $status
