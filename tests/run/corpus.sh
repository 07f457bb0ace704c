#!/usr/bin/env bash
# tsrewrite run on every corpus kernel (make check-run): each kernel runs
# twice in process with the same inputs, once through tsrewrite's lowering
# and once through MLIR 19's (the ref.ll of make check-diff, with --ll);
# every .npy written must be the same bytes, or within N ulps for kernels
# with a "// ULP: N" line in their first 8 lines (libm calls).
#
#   tests/run/corpus.sh [./tsrewrite] [KERNEL.mlir ...]
#
# Which function: @kernel with the inputs the differential driver uses
# (tests/diff/mkdriver.c: DIMS, FILL, SCALARS, SEED directives, turned into
# --arg options by tests/run/mkargs.c).  Kernels without a ref.ll (make
# check-diff could not drive or lower them) are SKIPped with its reason;
# kernels listed in corpus/kernels/XFAIL are XFAIL.
# Then the runner's golden error tests (tests/run/errors.sh) and the
# example of docs/run.md (tests/run/docs_example.sh).
# Environment: RUN_TOOLS (npycmp, mkargs), RUN_WORK (default build/runtest),
# DIFF_WORK (check-diff's work directory, default build/diff).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=${1:-./tsrewrite}
[ $# -gt 0 ] && shift
case $T in /*) ;; *) T=$ROOT/$T ;; esac
TOOLS=${RUN_TOOLS:-build/runtest/bin}
WORK=${RUN_WORK:-build/runtest}
DIFF=${DIFF_WORK:-build/diff}
TO=${RUN_TIMEOUT:-60}
for t in npycmp mkargs; do
    [ -x "$TOOLS/$t" ] || { echo "check-run: $TOOLS/$t missing (make check-run builds it)"; exit 1; }
done
[ $# -gt 0 ] || set -- corpus/kernels/*.mlir corpus/gemm_tile.mlir
# One snapshot of the binary for the whole run: the tree may be rebuilt
# meanwhile, and a binary being relinked cannot be executed.
mkdir -p "$WORK"
snap=$(mktemp "$WORK/tsrewrite.XXXXXX")
cp "$T" "$snap" && chmod +x "$snap" && T=$snap
trap 'rm -f "$snap"' EXIT

declare -A xf=()
while read -r n reason; do
    case $n in ''|'#'*) continue ;; esac
    xf[$n]=${reason:-expected to fail}
done <corpus/kernels/XFAIL

# corpus/gemm_tile.mlir is not in check-diff's corpus: its reference is
# made here by the same script (cached in the same work directory).
if [ ! -f "$DIFF/k/gemm_tile/ref.ll" ] && [ -x "$DIFF/bin/mkdriver" ] && command -v mlir-opt-19 >/dev/null; then
    r=$(mktemp)
    TSREWRITE=$T DIFF_WORK=$DIFF DIFF_TOOLS=$DIFF/bin DIFF_RESULTS=$r bash tests/diff/run.sh corpus/gemm_tile.mlir >/dev/null 2>&1
    rm -f "$r"
fi

pass=0 fail=0 skip=0 xfail=0
say() { echo "$1 $n${2:+: $2}"; }
first_line() { grep -m1 -i 'error' "$1" 2>/dev/null || head -n1 "$1"; }

for k in "$@"; do
    n=$(basename "$k" .mlir)
    d=$DIFF/k/$n
    w=$WORK/k/$n
    if [ -n "${xf[$n]+x}" ]; then
        say XFAIL "${xf[$n]}"; xfail=$((xfail + 1)); continue
    fi
    if [ ! -s "$d/ref.ll" ]; then
        why="no $d/ref.ll"
        if [ -s "$d/driver.err" ] && grep -q '^SKIP' "$d/driver.err"; then
            why="the differential driver skips it: $(sed 's/^SKIP: //' "$d/driver.err" | head -n1)"
        fi
        say SKIP "$why"; skip=$((skip + 1)); continue
    fi
    # tsrewrite reads the generic form, as check-diff does
    in=$k
    [ -s "$d/gen.mlir" ] && in=$d/gen.mlir
    rm -rf "$w" && mkdir -p "$w/ts" "$w/ref"
    if ! args=$("$TOOLS/mkargs" "$in" "$k" kernel "$w" 2>"$w/mkargs.err"); then
        say FAIL "mkargs: $(head -n1 "$w/mkargs.err")"; fail=$((fail + 1)); continue
    fi
    ulp=$(head -n 8 "$k" | sed -n 's,^[[:space:]]*//[[:space:]]*ULP:[[:space:]]*\([0-9][0-9]*\).*,\1,p' | head -n1)
    # Kernels may memref.alloc without a dealloc (PyTorchSim's DMA tags
    # do): what the JIT'd kernel mallocs is not ours to report under ASan.
    # shellcheck disable=SC2086
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
    timeout "$TO" "$T" run "$in" --func kernel $args --out "$w/ts" >"$w/ts.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        say FAIL "tsrewrite run (our lowering) exits $rc: $(first_line "$w/ts.log")"; fail=$((fail + 1)); continue
    fi
    # shellcheck disable=SC2086
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
    timeout "$TO" "$T" run "$in" --func kernel $args --ll "$d/ref.ll" --out "$w/ref" >"$w/ref.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        say FAIL "tsrewrite run --ll ref.ll (MLIR's lowering) exits $rc: $(first_line "$w/ref.log")"
        fail=$((fail + 1)); continue
    fi
    bad=
    files=$(cd "$w/ref" && ls)
    [ "$files" = "$(cd "$w/ts" && ls)" ] || bad="different output files"
    for f in $files; do
        [ -n "$bad" ] && break
        if ! out=$("$TOOLS/npycmp" -u "${ulp:-0}" "$w/ref/$f" "$w/ts/$f"); then
            bad="$f: $out"
        fi
    done
    [ -n "$files" ] || bad="no output"
    if [ -n "$bad" ]; then
        say FAIL "$bad"; fail=$((fail + 1))
    else
        say PASS "$(echo "$files" | wc -w) outputs${ulp:+ (within $ulp ulp)}"; pass=$((pass + 1))
    fi
done

total=$#
echo "check-run: $total kernels: $pass passed (tsrewrite run on both lowerings), $fail failed, $skip skipped, $xfail xfail"
bash tests/run/errors.sh "$T" || fail=$((fail + 1))
bash tests/run/docs_example.sh "$T" || fail=$((fail + 1))
[ "$fail" -eq 0 ]
