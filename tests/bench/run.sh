#!/usr/bin/env bash
# Benchmark tsrewrite against the MLIR 19 tools.
#   tests/bench/run.sh [TSREWRITE]     (default ./tsrewrite)
#   env: RUNS (3), SIZE_MB (60), LL_SIZE_MB (24), SMALL_RUNS (10), MLIR_OPT, MLIR_TRANSLATE
# Whole-process wall time and peak RSS via /usr/bin/time, best of RUNS each.
# 1. parse + print, on the big generic module (gen_big.sh):
#      TSREWRITE --emit=mlir big.mlir -o OUT
#      mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic big.mlir -o OUT
#    (exit 1 if the outputs differ)
# 2. MLIR to LLVM IR, on a big module of kernels (gen_big_ll.sh) and on one
#    small kernel (corpus/gemm_tile.mlir):
#      TSREWRITE IN -o OUT.ll
#      mlir-opt-19 --pass-pipeline=<lowering.md §7.1 + convert-math-to-libm> IN -o T.mlir
#      mlir-translate-19 --mlir-to-llvmir T.mlir -o OUT.ll
#    MLIR's time is the sum of its two processes, its memory the larger peak.
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

# ---------------------------------------------------------------- backend
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-19}
PIPE='builtin.module(convert-linalg-to-loops,convert-vector-to-scf{full-unroll=true},lower-affine,expand-strided-metadata,finalize-memref-to-llvm,func.func(lower-vector-multi-reduction),convert-vector-to-llvm,convert-arith-to-llvm,convert-math-to-libm,convert-math-to-llvm,convert-scf-to-cf,convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)'
BIG_LL=$BENCH/big_ll.mlir
"$ROOT/tests/bench/gen_big_ll.sh" "$BIG_LL" "${LL_SIZE_MB:-24}"

# bench_ll LABEL INPUT RUNS
bench_ll() {
    local label=$1 in=$2 saved=$RUNS
    RUNS=$3
    measure ts-ll "$TSREWRITE" "$in" -o "$tmp/ts.ll"
    measure opt-ll "$MLIR_OPT" --pass-pipeline="$PIPE" "$in" -o "$tmp/opt.mlir"
    measure tr-ll "$MLIR_TRANSLATE" --mlir-to-llvmir "$tmp/opt.mlir" -o "$tmp/mlir.ll"
    RUNS=$saved
    read -r tt tm <"$tmp/ts-ll.best"
    read -r ot om <"$tmp/opt-ll.best"
    read -r rt rm <"$tmp/tr-ll.best"
    echo
    echo "bench: MLIR -> LLVM IR, $label: $in ($(( $(stat -c %s "$in") >> 10 )) KiB), best of $3"
    awk -v tt="$tt" -v tm="$tm" -v ot="$ot" -v om="$om" -v rt="$rt" -v rm="$rm" '
        function mib(k) { return k == "NA" ? "NA" : sprintf("%.1f", k / 1024) }
        BEGIN {
            mt = (ot == "NA" || rt == "NA") ? "NA" : ot + rt
            mm = (om == "NA" || rm == "NA") ? "NA" : (om > rm ? om : rm)
            printf "%-34s %9s %9s\n", "tool", "seconds", "MiB"
            printf "%-34s %9s %9s\n", "tsrewrite -o out.ll", tt, mib(tm)
            printf "%-34s %9s %9s\n", "mlir-opt-19 (pipeline)", ot, mib(om)
            printf "%-34s %9s %9s\n", "mlir-translate-19 --mlir-to-llvmir", rt, mib(rm)
            if (tt != "NA" && mt != "NA" && tt > 0) printf "speed-up   (MLIR time / tsrewrite time): %.2fx\n", mt / tt
            if (tm != "NA" && mm != "NA" && mm > 0) printf "memory     (tsrewrite RSS / MLIR peak RSS): %.3f\n", tm / mm
        }'
    if [ "$(cat "$tmp/ts-ll.rc")" != 0 ]; then echo "tsrewrite FAILED on $in"; status=1; fi
}
bench_ll "large module" "$BIG_LL" "$RUNS"
bench_ll "small kernel" "$ROOT/corpus/gemm_tile.mlir" "${SMALL_RUNS:-10}"
exit $status
