#!/usr/bin/env bash
# Benchmark tsrewrite against the MLIR 19 tools.
#   tests/bench/run.sh [TSREWRITE]     (default ./tsrewrite)
#   env: RUNS (3), SIZE_MB (60), LL_SIZE_MB (24), SMALL_RUNS (10), CORPUS_RUNS (3),
#        MLIR_OPT, MLIR_TRANSLATE
# Whole-process wall time and peak RSS (tests/bench/measure.c: fork, exec,
# wait4; the time to 0.1 ms), best of RUNS each.  The commands compared are
# run side by side, in rounds: each once per round, in turn, so a slow
# minute of the machine (they come and go here) falls on all of them.
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
# 3. the corpus: corpus/kernels/ to .ll, a loop of MLIR per file, a loop of
#    tsrewrite per file, one tsrewrite --each (docs/corpus.md)
# 4. the PyTorchSim GEMM, whole chain to a riscv64 object
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TSREWRITE=${1:-$ROOT/tsrewrite}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
RUNS=${RUNS:-3}
BENCH=$ROOT/build/bench
BIG=$BENCH/big.mlir

# measure.c: /usr/bin/time's two figures, the time to 0.1 ms
MEASURE=$BENCH/measure
mkdir -p "$BENCH"
[ "$MEASURE" -nt "$ROOT/tests/bench/measure.c" ] ||
    ${CC:-cc} -O2 -Wall -Wextra -Werror -o "$MEASURE" "$ROOT/tests/bench/measure.c" || exit 2
command -v "$TSREWRITE" >/dev/null || { echo "run.sh: $TSREWRITE not found" >&2; exit 2; }
"$ROOT/tests/bench/gen_big.sh" "$BIG" "${SIZE_MB:-60}"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsr-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# rounds NAME... : RUNS rounds, each running the command of every NAME (the
# array CMD_NAME) once, in turn; best-of-RUNS "seconds KiB" into
# $tmp/NAME.best, rc in $tmp/NAME.rc (a command that fails runs no more).
# A `sync` after each command, untimed: the kernel writes a command's
# output back to disk after it exits, and without it that work fell in
# the next command's time (mlir-opt-19's 63 MiB in tsrewrite's 0.3 s:
# +0.03-0.07 s); no command's own write-back is timed either way.
rounds() {
    local r name
    for name in "$@"; do : >"$tmp/$name.all"; echo 0 >"$tmp/$name.rc"; done
    for r in $(seq "$RUNS"); do
        for name in "$@"; do
            local -n cmd="CMD_$name"
            [ "$(cat "$tmp/$name.rc")" = 0 ] || continue
            rm -f "$tmp/$name.out"
            if ! "$MEASURE" "$tmp/$name.t" "${cmd[@]}" >"$tmp/$name.stdout" 2>"$tmp/$name.err"; then
                echo 1 >"$tmp/$name.rc"
                echo "run.sh: $name failed (run $r): $(head -c 300 "$tmp/$name.err")" >&2
                continue
            fi
            cat "$tmp/$name.t" >>"$tmp/$name.all"
            sync
        done
    done
    for name in "$@"; do
        # best time and lowest peak RSS over the runs
        awk 'NF == 2 && $1 ~ /^[0-9.]+$/ { if (t == "" || $1 < t) t = $1; if (m == "" || $2 < m) m = $2 }
             END { print (t == "" ? "NA" : t), (m == "" ? "NA" : m) }' "$tmp/$name.all" >"$tmp/$name.best"
    done
}

echo "bench: $BIG ($(( $(stat -c %s "$BIG") >> 20 )) MiB), best of $RUNS"
CMD_mlir_opt=("$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$BIG" -o "$tmp/mlir_opt.out")
CMD_tsrewrite=("$TSREWRITE" --emit=mlir "$BIG" -o "$tmp/tsrewrite.out")
rounds mlir_opt tsrewrite

read -r mt mm <"$tmp/mlir_opt.best"
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
elif cmp -s "$tmp/tsrewrite.out" "$tmp/mlir_opt.out"; then
    echo "outputs: identical ($(( $(stat -c %s "$tmp/tsrewrite.out") >> 20 )) MiB)$(cmp -s "$tmp/mlir_opt.out" "$BIG" && echo ', and equal to the input')"
else
    echo "outputs: DIFFER: $(cmp "$tmp/tsrewrite.out" "$tmp/mlir_opt.out" 2>&1 | head -1)"; status=1
fi
# what the IR takes: --stats measures the arena right after the parse
st=$("$TSREWRITE" --emit=mlir --stats "$BIG" -o /dev/null 2>&1 >/dev/null | grep ' ops, ' || true)
ops=$(echo "$st" | sed -n 's/.*: \([0-9]*\) ops, .*/\1/p')
if [ -n "$ops" ]; then
    echo "IR (--stats): $(echo "$st" | grep -o 'IR [0-9]* bytes, [0-9.]* per op') (the input: $(awk -v b="$(stat -c %s "$BIG")" -v o="$ops" 'BEGIN { printf "%.1f", b / o }') bytes per op)"
else
    echo "IR (--stats): not reported"
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
    CMD_ts_ll=("$TSREWRITE" "$in" -o "$tmp/ts.ll")
    CMD_opt_ll=("$MLIR_OPT" --pass-pipeline="$PIPE" "$in" -o "$tmp/opt.mlir")
    CMD_tr_ll=("$MLIR_TRANSLATE" --mlir-to-llvmir "$tmp/opt.mlir" -o "$tmp/mlir.ll")
    rounds ts_ll opt_ll tr_ll
    RUNS=$saved
    read -r tt tm <"$tmp/ts_ll.best"
    read -r ot om <"$tmp/opt_ll.best"
    read -r rt rm <"$tmp/tr_ll.best"
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
    if [ "$(cat "$tmp/ts_ll.rc")" != 0 ]; then echo "tsrewrite FAILED on $in"; status=1; fi
}
bench_ll "large module" "$BIG_LL" "$RUNS"
bench_ll "small kernel" "$ROOT/corpus/gemm_tile.mlir" "${SMALL_RUNS:-10}"

# ---------------------------------------------------------------- corpus
# 3. Every kernel of corpus/kernels/ to .ll (docs/corpus.md): a loop of
#    mlir-opt | mlir-translate per file, a loop of tsrewrite processes, and
#    one `tsrewrite --each` (-j1: the same single core as the loops, and
#    -jNPROC).  Kernels MLIR's pipeline refuses are counted, not dropped:
#    the loop still pays for their processes.
KERNELS=("$ROOT"/corpus/kernels/*.mlir)
NK=${#KERNELS[@]}
cat >"$tmp/mlir-loop.sh" <<EOS
#!/usr/bin/env bash
n=0
for k in "\$@"; do
    "$MLIR_OPT" --pass-pipeline='$PIPE' "\$k" 2>/dev/null | "$MLIR_TRANSLATE" --mlir-to-llvmir -o "$tmp/loop.ll" 2>/dev/null || n=\$((n + 1))
done
echo "\$n" >"$tmp/mlir-loop.failed"
EOS
cat >"$tmp/ts-loop.sh" <<EOS
#!/usr/bin/env bash
for k in "\$@"; do "$TSREWRITE" "\$k" -o "$tmp/loop.ll" 2>/dev/null; done
exit 0
EOS
saved=$RUNS; RUNS=${CORPUS_RUNS:-3}   # all four alike: one run of --each is ~0.2 s, at the mercy of one noisy moment
NPROC=$(nproc)
rm -rf "$tmp/each1" "$tmp/eachN"
CMD_mlir_loop=(bash "$tmp/mlir-loop.sh" "${KERNELS[@]}")
CMD_ts_loop=(bash "$tmp/ts-loop.sh" "${KERNELS[@]}")
CMD_each_1=("$TSREWRITE" --each -j1 -o "$tmp/each1" "${KERNELS[@]}")
CMD_each_n=("$TSREWRITE" --each -j"$NPROC" -o "$tmp/eachN" "${KERNELS[@]}")
rounds mlir_loop ts_loop each_1 each_n
RUNS=$saved
read -r ml _ <"$tmp/mlir_loop.best"
read -r tl _ <"$tmp/ts_loop.best"
read -r e1 m1 <"$tmp/each_1.best"
read -r en mn <"$tmp/each_n.best"
echo
echo "bench: corpus, $NK kernels of corpus/kernels/ to .ll, best of ${CORPUS_RUNS:-3} ($(cat "$tmp/mlir-loop.failed" 2>/dev/null || echo ?) refused by MLIR's pipeline)"
awk -v ml="$ml" -v tl="$tl" -v e1="$e1" -v en="$en" -v m1="$m1" -v mn="$mn" -v np="$NPROC" '
    function mib(k) { return k == "NA" ? "NA" : sprintf("%.1f", k / 1024) }
    function x(a, b) { return (a == "NA" || b == "NA" || b <= 0) ? "NA" : sprintf("%.1fx", a / b) }
    BEGIN {
        printf "%-44s %9s %9s\n", "tool", "seconds", "MiB"
        printf "%-44s %9s\n", "loop: mlir-opt-19 | mlir-translate-19", ml
        printf "%-44s %9s\n", "loop: tsrewrite per file", tl
        printf "%-44s %9s %9s\n", "tsrewrite --each -j1", e1, mib(m1)
        printf "%-44s %9s %9s\n", "tsrewrite --each -j" np, en, mib(mn)
        printf "speed-up   (MLIR loop / --each -j1): %s, / --each -j%d: %s\n", x(ml, e1), np, x(ml, en)
        printf "speed-up   (tsrewrite loop / --each -j1): %s\n", x(tl, e1)
    }'
[ "$(cat "$tmp/each_1.rc")" = 0 ] || { echo "tsrewrite --each FAILED"; status=1; }

# ---------------------------------------------------------------- chain
# 4. The PyTorchSim fixture's code-generator GEMM through the whole chain
#    (loop padding .. Gemmini) to a riscv64 object: compile time, against
#    the post-vcix fixture through the back half only.
RAW=$ROOT/corpus/pytorchsim/gemm256_raw.mlir
FIX=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
if [ -f "$RAW" ]; then
    saved=$RUNS; RUNS=${SMALL_RUNS:-10}
    CMD_chain=("$TSREWRITE" --target=riscv64 --emit=obj --vectorlane=128 "$RAW" -o "$tmp/chain.o")
    CMD_back=("$TSREWRITE" --target=riscv64 --emit=obj "$FIX" -o "$tmp/back.o")
    if [ -f "$FIX" ]; then rounds chain back; else rounds chain; fi
    RUNS=$saved
    read -r ct cm <"$tmp/chain.best"
    echo
    echo "bench: PyTorchSim GEMM 256, code generator's kernel -> riscv64 object, best of ${SMALL_RUNS:-10}"
    printf "%-44s %9s %9s\n" "tool" "seconds" "MiB"
    awk -v t="$ct" -v m="$cm" 'BEGIN { printf "%-44s %9s %9.1f\n", "tsrewrite, whole chain (gemm256_raw)", t, m / 1024 }'
    if [ -f "$tmp/back.best" ]; then
        read -r bt bm <"$tmp/back.best"
        awk -v t="$bt" -v m="$bm" 'BEGIN { printf "%-44s %9s %9.1f\n", "tsrewrite, back half (gemm256_postvcix)", t, m / 1024 }'
    fi
    [ "$(cat "$tmp/chain.rc")" = 0 ] || { echo "tsrewrite FAILED on $RAW"; status=1; }
fi
exit $status
