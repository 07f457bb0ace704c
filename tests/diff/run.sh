#!/usr/bin/env bash
# Differential execution tests (make check-diff): every kernel is lowered by
# MLIR 19 (the standard pipeline below, then mlir-translate-19) and by
# tsrewrite (--emit=ll); both .ll are linked with a generated C driver
# (tests/diff/mkdriver.c) and run; the printed buffers must agree.
#
#   tests/diff/run.sh [KERNEL.mlir|DIR ...]      (default: corpus/kernels)
#
# Environment:
#   TSREWRITE=./tsrewrite     the compiler under test
#   DIFF_GENERIC=1            feed tsrewrite the generic form made by
#                             mlir-opt-19 --mlir-print-op-generic (no other
#                             pass); 0 = feed it the pretty kernel itself
#   DIFF_FILTER=glob          only kernels whose name matches (e.g. 'scf_*')
#   DIFF_JOBS=N               parallel jobs (default: nproc)
#   DIFF_WORK=build/diff      work directory (one sub-directory per kernel)
#   DIFF_XFAIL=FILE           expected failures (default: corpus/kernels/XFAIL
#                             when running the corpus): "name reason..." lines
#   DIFF_VALIDATE=1           also build MLIR's .ll at -O2 and require the
#                             same output (catches UB in new kernels)
#   DIFF_PIPELINE=...         override the MLIR pass list
#   DIFF_VERBOSE=1            print PASS lines too
# Exit status: 1 if any kernel FAILs (XFAIL ones excepted), else 0.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"

# lowering.md §7.1, with convert-math-to-libm added.  MLIR 19 pass names.
# convert-math-to-llvm moves up to just before convert-math-to-libm, and both
# run before convert-vector-to-llvm: math-to-llvm first so that every op it
# has an LLVM intrinsic for keeps the intrinsic (the issue's rule), libm for
# the rest (tanhf, erff, ...); and before vector-to-llvm because libm
# unrolls vector operands with vector.extract/insert, which
# convert-vector-to-llvm must still see (after it, they stay unlowered).
DEFAULT_PIPELINE='convert-linalg-to-loops,convert-vector-to-scf{full-unroll=true},lower-affine,expand-strided-metadata,finalize-memref-to-llvm,func.func(lower-vector-multi-reduction),convert-math-to-llvm,convert-math-to-libm,convert-vector-to-llvm,convert-arith-to-llvm,convert-scf-to-cf,convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts'
export DIFF_PIPELINE=${DIFF_PIPELINE:-$DEFAULT_PIPELINE}
export TSREWRITE=${TSREWRITE:-$ROOT/tsrewrite}
case $TSREWRITE in /*) ;; */*) TSREWRITE=$ROOT/$TSREWRITE ;; esac
export DIFF_GENERIC=${DIFF_GENERIC:-1}
WORK=${DIFF_WORK:-$ROOT/build/diff}
case $WORK in /*) ;; *) WORK=$ROOT/$WORK ;; esac
export DIFF_TOOLS=${DIFF_TOOLS:-$WORK/bin}
JOBS=${DIFF_JOBS:-$(nproc 2>/dev/null || echo 2)}
FILTER=${DIFF_FILTER:-*}

for t in mlir-opt-19 mlir-translate-19 clang-19; do
    command -v $t >/dev/null || { echo "check-diff: $t not found (tools/deps.sh --test installs it)"; exit 1; }
done
for t in mkdriver cmpout; do
    [ -x "$DIFF_TOOLS/$t" ] || { echo "check-diff: $DIFF_TOOLS/$t missing (make check-diff builds it)"; exit 1; }
done

# One snapshot of the compiler for the whole run (the tree may be rebuilt
# meanwhile: a binary being relinked cannot be executed).
if [ -f "$TSREWRITE" ] && [ -x "$TSREWRITE" ]; then
    mkdir -p "$WORK"
    snap=$(mktemp "$WORK/tsrewrite.XXXXXX")
    cp "$TSREWRITE" "$snap" && chmod +x "$snap"
    TSREWRITE=$snap
fi
# the driver generator's identity is part of every cache key
DIFF_TOOLS_KEY=$(md5sum <"$DIFF_TOOLS/mkdriver" | cut -d' ' -f1)
export DIFF_TOOLS_KEY

[ $# -gt 0 ] || set -- corpus/kernels
XFAIL=${DIFF_XFAIL:-}
mkdir -p "$WORK/k"
# per-run files: several runs may share the work directory (per-kernel
# directories are locked with flock while a kernel is checked)
list=$(mktemp "$WORK/kernels.XXXXXX")
sel=$(mktemp "$WORK/selected.XXXXXX")
res=${DIFF_RESULTS:-$(mktemp "$WORK/results.XXXXXX")}
trap 'rm -f "$list" "$sel" "${snap:-}"; [ -n "${DIFF_RESULTS:-}" ] || rm -f "$res"' EXIT
for a in "$@"; do
    if [ -d "$a" ]; then
        [ -n "$XFAIL" ] || [ ! -f "$a/XFAIL" ] || XFAIL=$a/XFAIL
        find "$a" -maxdepth 1 -name '*.mlir' | sort >>"$list"
    else
        echo "$a" >>"$list"
    fi
done
# filter on the kernel name
while IFS= read -r f; do
    n=$(basename "$f" .mlir)
    # shellcheck disable=SC2053
    if [[ $n == $FILTER ]]; then echo "$f" >>"$sel"; fi
done <"$list"
total=$(wc -l <"$sel")
[ "$total" -gt 0 ] || { echo "check-diff: no kernel matches"; exit 1; }

# one job per kernel; one.sh always prints exactly one line
xargs -P "$JOBS" -I{} bash -c 'f=$1; n=$(basename "$f" .mlir); flock "$3/k/$n.lock" bash "$2/tests/diff/one.sh" "$f" "$3/k/$n" 2>&1 | tail -n1 || echo "FAIL $n: harness error"' _ {} "$ROOT" "$WORK" <"$sel" | sort -k2 >"$res"
[ -n "${DIFF_RESULTS:-}" ] || cp "$res" "$WORK/results.txt"

declare -A xf=()
if [ -n "$XFAIL" ] && [ -f "$XFAIL" ]; then
    while read -r n reason; do
        case $n in ''|'#'*) continue ;; esac
        xf[$n]=${reason:-expected to fail}
    done <"$XFAIL"
fi

pass=0 fail=0 skip=0 xfail=0 xpass=0
xlines=() plines=() flines=()
while IFS= read -r line; do
    verdict=${line%% *}
    rest=${line#* }
    n=${rest%%:*}
    n=${n%% *}
    if [ -n "$n" ] && [ -n "${xf[$n]+x}" ]; then
        case $verdict in
        FAIL) xfail=$((xfail + 1)); xlines+=("XFAIL ${rest}   [XFAIL: ${xf[$n]}]"); continue ;;
        PASS) xpass=$((xpass + 1)); xlines+=("XPASS $n (listed in XFAIL; remove it)"); continue ;;
        esac
    fi
    case $verdict in
    PASS) pass=$((pass + 1)); plines+=("$line") ;;
    FAIL) fail=$((fail + 1)); echo "$line"; flines+=("$line") ;;
    SKIP) skip=$((skip + 1)); echo "$line" ;;
    *) fail=$((fail + 1)); echo "FAIL ?: $line" ;;
    esac
done <"$res"
if [ "${DIFF_VERBOSE:-0}" = 1 ]; then
    for l in "${plines[@]+"${plines[@]}"}"; do echo "$l"; done
fi
if [ ${#xlines[@]} -gt 0 ]; then
    echo "--- expected failures ($XFAIL):"
    for l in "${xlines[@]}"; do echo "$l"; done
fi
# the most common tsrewrite errors, to show what is missing
if [ $fail -gt 0 ]; then
    echo "--- most frequent failure reasons:"
    printf '%s\n' "${flines[@]}" | sed -E 's/^FAIL [^:]*: //; s/^tsrewrite: [0-9]+:[0-9]+: /tsrewrite: /' |
        cut -c1-100 | sort | uniq -c | sort -rn | head -n 8
fi
echo "check-diff: $total kernels: $pass passed, $fail failed, $skip skipped, $xfail xfail, $xpass xpass (work dir ${WORK#"$ROOT"/})"
[ "$fail" -eq 0 ]
