#!/usr/bin/env bash
# The pretty (custom) form on MLIR's own test files: gen.sh keeps each
# source chunk mlir-opt accepted in build/upstream/pretty/NAME.mlir next to
# its generic form in cases/NAME.mlir.  For every module whose ops are all
# in scope (tests/upstream/pretty_scope.txt: the op set of issue 5, plus ops
# of dialects mlir-opt does not register, which are written generically),
# all of them, including those that spell attributes or types of dialects
# tsrewrite keeps as text (EXCLUDED=1 leaves out the ones whose source
# names a dialect listed under `opaque:` there, to look at op syntax only):
#   parse   tsrewrite --emit=mlir pretty/NAME.mlir          == cases/NAME.mlir
#   pretty  tsrewrite --emit=mlir --pretty pretty/NAME.mlir | mlir-opt-19 generic
#                                                           == cases/NAME.mlir
# With LOWERED=TOOL the op list is instead what TOOL prints (the backend's
# op table: build/upstream-bin/lowered_ops, tests/upstream/lowered_ops.c)
# plus builtin.module, with the registered:/opaque: lines of pretty_scope.txt:
# every module whose ops are all lowered.  `make check-upstream` runs both,
# the second with MAX_PARSE_ERRORS=0 and MIN_IDENTICAL=99 (issue 12).
#   tests/upstream/check_pretty.sh [TSREWRITE]
#   env: MIN_IDENTICAL (98) for the parse check, MIN_PRETTY (0) for the
#        pretty round trip, MAX_PARSE_ERRORS (none) for parse errors and
#        crashes together, LOWERED (see above), JOBS (nproc), UPSTREAM_DIR,
#        LIMIT (first N modules),
#        PRETTY_EVERY (1: round-trip every parsed module through mlir-opt;
#        N: every Nth, 0: none; it costs one mlir-opt run per module)
# Writes build/upstream/pretty-results.txt ("check status name: detail"),
# pretty-results-lowered.txt with LOWERED.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
UP=${UPSTREAM_DIR:-$ROOT/build/upstream}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}

if [ "${1:-}" = --worker ]; then
    shift
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsr-pretty.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    for name; do
        src=$UP/pretty/$name want=$UP/cases/$name
        if ( ulimit -t 10; exec "$TSREWRITE" --emit=mlir "$src" ) >"$tmp/o" 2>"$tmp/e" </dev/null; then
            if cmp -s "$tmp/o" "$want"; then st=ok; d=
            else st=mismatch; d=$(diff "$want" "$tmp/o" | sed -n '2p;4p' | tr '\n\t' '  ' | cut -c1-240) || true; fi
        else
            rc=$?; [ $rc -eq 1 ] && st=error || st=crash
            d=$(head -1 "$tmp/e" | cut -c1-240 || true)
        fi
        printf 'parse\t%s\t%s\t%s\n' "$st" "$name" "$d"
        [ $st = ok ] || continue
        k=$((${k:-0} + 1))
        [ "$PRETTY_EVERY" != 0 ] && [ $((k % PRETTY_EVERY)) = 0 ] || continue
        if ( ulimit -t 10; exec "$TSREWRITE" --emit=mlir --pretty "$src" ) >"$tmp/p.mlir" 2>"$tmp/e" </dev/null &&
           timeout 20 "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$tmp/p.mlir" -o "$tmp/g" 2>"$tmp/e"; then
            if cmp -s "$tmp/g" "$want"; then st=ok; d=
            else st=mismatch; d=$(diff "$want" "$tmp/g" | sed -n '2p;4p' | tr '\n\t' '  ' | cut -c1-240) || true; fi
        else
            st=error; d=$(grep -m1 error "$tmp/e" | cut -c1-240 || true)
        fi
        printf 'pretty\t%s\t%s\t%s\n' "$st" "$name" "$d"
    done
    exit 0
fi

TSREWRITE=${1:-$ROOT/tsrewrite}
TSREWRITE=$(cd "$(dirname "$TSREWRITE")" && pwd)/$(basename "$TSREWRITE")
[ -d "$UP/pretty" ] || { echo "check_pretty.sh: $UP/pretty missing (run gen.sh)"; exit 2; }
PRETTY_EVERY=${PRETTY_EVERY:-1}
export TSREWRITE UP MLIR_OPT PRETTY_EVERY
JOBS=${JOBS:-$(nproc)}

# Modules in scope: every op name of the generic form is in the list.
scope=$ROOT/tests/upstream/pretty_scope.txt sfx=
if [ -n "${LOWERED:-}" ]; then
    sfx=-lowered
    { echo builtin.module; "$LOWERED"; grep -E '^(registered|opaque):' "$scope"; } >"$UP/lowered-scope.txt"
    scope=$UP/lowered-scope.txt
fi
list=$UP/pretty-scope$sfx.txt
(cd "$UP/cases" && find . -maxdepth 1 -name '*.mlir' -printf '%f\n' | LC_ALL=C sort) |
    awk -v cases="$UP/cases" -v pretty="$UP/pretty" -v scope="$scope" -v excl="${EXCLUDED:-0}" '
    BEGIN {
        while ((getline l < scope) > 0) {
            sub(/#.*/, "", l); n = split(l, w, " ")
            for (i = 1; i <= n; i++) {
                if (w[i] ~ /^registered:/) { sub(/^registered:/, "", w[i]); reg[w[i]] = 1 }
                else if (w[i] ~ /^opaque:/) { sub(/^opaque:/, "", w[i]); opq = opq (opq == "" ? "" : "|") w[i] }
                else if (w[i] ~ /\.\*$/) dial[substr(w[i], 1, length(w[i]) - 2)] = 1
                else op[w[i]] = 1
            }
        }
    }
    {
        f = cases "/" $0; bad = 0
        if ((getline t < (pretty "/" $0)) <= 0) bad = 1
        close(pretty "/" $0)
        if (!bad && opq != "" && excl) {
            while ((getline l < (pretty "/" $0)) > 0)
                if (l !~ /^[ \t]*\/\// && l ~ ("[#!](" opq ")[.<]")) { bad = 1; nexcl++; break }
            close(pretty "/" $0)
        }
        while (!bad && (getline l < f) > 0) {
            while (match(l, /"[A-Za-z_][A-Za-z0-9_$.]*"\(/)) {
                nm = substr(l, RSTART + 1, RLENGTH - 3); l = substr(l, RSTART + RLENGTH)
                d = nm; sub(/\..*/, "", d)
                if (!(nm in op) && !(d in dial) && (d in reg)) { bad = 1; break }
            }
        }
        close(f)
        if (!bad) print $0
    }' >"$list"
[ -n "${LIMIT:-}" ] && { head -n "$LIMIT" "$list" >"$list.tmp"; mv "$list.tmp" "$list"; }
[ "${SCOPE_ONLY:-0}" = 1 ] && { wc -l <"$list"; exit 0; }

raw=$UP/pretty-results$sfx.raw
start=$(date +%s)
xargs -d '\n' -n 40 -P "$JOBS" "$0" --worker <"$list" >"$raw"
LC_ALL=C sort -t$'\t' -k1,1 -k3,3 "$raw" | awk -F'\t' '{ print $1 " " $2 " " $3 ($4 == "" ? "" : ": " $4) }' >"$UP/pretty-results$sfx.txt"

awk -F'\t' -v secs=$(( $(date +%s) - start )) -v min="${MIN_IDENTICAL:-98}" -v minp="${MIN_PRETTY:-0}" -v maxe="${MAX_PARSE_ERRORS:--1}" -v res="$UP/pretty-results$sfx.txt" -v sfx="$sfx" '
    { n[$1]++; s[$1 " " $2]++
      if ($2 != "ok" && shown[$1] < 15) { shown[$1]++; ex[$1] = ex[$1] sprintf("  %s %s: %s\n", $2, $3, $4) } }
    END {
        printf "pretty check%s: %d modules in scope, %d s\n", (sfx != "" ? " (backend op table)" : ""), n["parse"], secs
        printf "  parse(pretty) -> generic == mlir-opt: %d ok, %d mismatch, %d error, %d crash\n", s["parse ok"], s["parse mismatch"], s["parse error"], s["parse crash"]
        pr = n["parse"] ? 100 * s["parse ok"] / n["parse"] : 0
        pp = n["pretty"] ? 100 * s["pretty ok"] / n["pretty"] : 0
        printf "  identical rate %6.2f%% (MIN_IDENTICAL=%s)\n", pr, min
        printf "  --pretty round trip through mlir-opt: %d ok of %d (%.2f%%, MIN_PRETTY=%s)\n", s["pretty ok"], n["pretty"], pp, minp
        if (ex["parse"]) printf "\nfirst parse failures:\n%s", ex["parse"]
        if (ex["pretty"]) printf "\nfirst pretty failures:\n%s", ex["pretty"]
        printf "\nresults: %s\n", res
        ne = s["parse error"] + s["parse crash"]
        if (maxe >= 0) printf "  parse failures: %d (MAX_PARSE_ERRORS=%d)\n", ne, maxe
        bad = (pr + 1e-9 < min) || (pp + 1e-9 < minp) || s["parse crash"] > 0 || n["parse"] == 0 || (maxe >= 0 && ne > maxe)
        if (bad) print "FAIL"
        exit bad
    }' "$raw"
