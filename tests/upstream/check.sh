#!/usr/bin/env bash
# Run tsrewrite over the upstream golden cases (gen.sh) and compare byte-for-byte.
#   tests/upstream/check.sh [TSREWRITE]          (default ./tsrewrite)
#   env: MIN_IDENTICAL  fail if identical% is below this (default 0)
#        JOBS (nproc), CASE_TIMEOUT (10), UPSTREAM_DIR (build/upstream)
# Per case: TSREWRITE --emit=mlir CASE > out (CPU limit CASE_TIMEOUT s, see the
# worker below); classified as
#   ok        exit 0, stdout == case file
#   mismatch  exit 0, stdout differs
#   error     exit 1 (parse or verify error)
#   crash     exit >= 128, any other exit but 0/1, or a sanitizer report on stderr
#   timeout   CPU limit hit (SIGXCPU, exit 152) or exit 124
# Writes build/upstream/results.txt ("status name" per case) and
# build/upstream/failures.txt ("status name: detail").  Exit status 1 on any
# crash/timeout or identical% < MIN_IDENTICAL.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
UP=${UPSTREAM_DIR:-$ROOT/build/upstream}
CASES=$UP/cases

# ---------------------------------------------------------------- worker ----
# args: case names; prints "status<TAB>name<TAB>detail" lines.
# Process spawning is slow on small VMs (~15-25 ms per fork+exec), so each case
# costs exactly one fork+exec: the time limit is a CPU-time rlimit set in the
# forked child (no timeout(1)), and outputs are compared by one awk per batch
# (no cmp per case).  tsrewrite's stdin is /dev/null and it reads a regular
# file, so it cannot block without burning CPU; the whole run has a wall-clock
# limit too (CHECK_TOTAL_TIMEOUT, default 3600 s).
if [ "${1:-}" = --worker ]; then
    shift
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsr-check.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    i=0
    for name; do
        i=$((i + 1))
        rc=0
        (
            ulimit -S -t "$CASE_TIMEOUT" && ulimit -H -t $((CASE_TIMEOUT + 5)) || exit 125
            exec "$TSREWRITE" --emit=mlir "$CASES/$name"
        ) >"$tmp/o$i" 2>"$tmp/e$i" </dev/null || rc=$?
        printf '%s\t%s\t%s\n' "$i" "$rc" "$name"
    done >"$tmp/list" 2>/dev/null     # bash reports "CPU time limit exceeded" etc.
    # one result file per batch: concurrent block-buffered writers to one
    # stdout would interleave mid-line
    awk -F'\t' -v dir="$tmp" -v cases="$CASES" -f "$ROOT/tests/upstream/classify.awk" "$tmp/list" \
        >"$(mktemp "$RESDIR/batch.XXXXXX")"
    exit 0
fi

# ------------------------------------------------------------------ main ----
TSREWRITE=${1:-$ROOT/tsrewrite}
case "$TSREWRITE" in
    */*) [ -x "$TSREWRITE" ] || { echo "check.sh: $TSREWRITE not found or not executable" >&2; exit 2; }
         TSREWRITE=$(cd "$(dirname "$TSREWRITE")" && pwd)/$(basename "$TSREWRITE") ;;
    *)   command -v "$TSREWRITE" >/dev/null || { echo "check.sh: $TSREWRITE not in PATH" >&2; exit 2; } ;;
esac
[ -d "$CASES" ] || "$ROOT/tests/upstream/gen.sh"
export TSREWRITE CASES CASE_TIMEOUT=${CASE_TIMEOUT:-10}
JOBS=${JOBS:-$(nproc)}
MIN_IDENTICAL=${MIN_IDENTICAL:-0}

raw=$UP/results.raw
export RESDIR=$UP/results.d
rm -rf "$RESDIR"; mkdir -p "$RESDIR"
start=$(date +%s.%N)
xrc=0
(cd "$CASES" && find . -maxdepth 1 -name '*.mlir' -printf '%f\n') |
    timeout "${CHECK_TOTAL_TIMEOUT:-3600}" xargs -d '\n' -n 100 -P "$JOBS" "$0" --worker || xrc=$?
cat "$RESDIR"/batch.* >"$raw" 2>/dev/null || : >"$raw"
rm -rf "$RESDIR"
secs=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')

LC_ALL=C sort -t$'\t' -k2,2 "$raw" -o "$raw"
awk -F'\t' '{ print $1, $2 }' "$raw" >"$UP/results.txt"
awk -F'\t' '$1 != "ok" { print $1 " " $2 ": " $3 }' "$raw" >"$UP/failures.txt"

awk -F'\t' -v xrc="$xrc" -v secs="$secs" -v min="$MIN_IDENTICAL" -v up="$UP" -v tool="$TSREWRITE" '
    { n[$1]++; total++
      if ($1 != "ok" && shown[$1] < 20) { shown[$1]++; ex[$1] = ex[$1] sprintf("  %s: %s\n", $2, $3) } }
    END {
        printf "upstream check: %s on %d cases in %s s\n", tool, total, secs
        split("ok mismatch error crash timeout", kinds, " ")
        for (k = 1; k <= 5; k++)
            printf "  %-9s %6d  %6.2f%%\n", kinds[k], n[kinds[k]], total ? 100 * n[kinds[k]] / total : 0
        parse = total ? 100 * (n["ok"] + n["mismatch"]) / total : 0
        ident = total ? 100 * n["ok"] / total : 0
        printf "parse rate     %6.2f%%  ((ok+mismatch)/total)\n", parse
        printf "identical rate %6.2f%%  (ok/total; MIN_IDENTICAL=%s)\n", ident, min
        for (k = 2; k <= 5; k++) if (n[kinds[k]]) {
            printf "\nfirst %d of %d %s:\n%s", shown[kinds[k]], n[kinds[k]], kinds[k], ex[kinds[k]]
        }
        printf "\nresults: %s/results.txt, details: %s/failures.txt\n", up, up
        bad = n["crash"] + n["timeout"] > 0 || total == 0 || xrc != 0 || ident + 1e-9 < min
        if (n["crash"] + n["timeout"] > 0) print "FAIL: crashes or timeouts"
        if (total == 0) print "FAIL: no cases"
        if (xrc != 0) printf "FAIL: run aborted (xargs exit %d; total timeout?)\n", xrc
        if (ident + 1e-9 < min) printf "FAIL: identical rate %.2f%% < MIN_IDENTICAL %s%%\n", ident, min
        exit bad
    }' "$raw"
