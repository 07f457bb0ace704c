#!/usr/bin/env bash
# Turn MLIR's own test suite into generic-form golden cases.
#
# For every *.mlir under build/upstream/mlir-test (fetch.sh), run
#   timeout 20 mlir-opt-19 --allow-unregistered-dialect --split-input-file \
#       --mlir-print-op-generic FILE
# and split stdout into one module per input chunk.  mlir-opt separates the
# chunk outputs with a line "// -----"; a chunk that fails to parse/verify prints
# nothing but still gets its separator, so output piece n belongs to chunk n.
#
#   build/upstream/cases/<id>__<n>.mlir    generic module of chunk n (golden)
#   build/upstream/pretty/<id>__<n>.mlir   the source chunk n, as mlir-opt saw it
#   build/upstream/nonidem/<id>__<n>.mlir  modules that mlir-opt itself does not
#                                          print back identically (+ .rt.mlir)
# <id> = path under mlir-test without .mlir, '/' -> '.', odd chars -> '_'.
# Chunks are numbered from 1.  Every case is re-parsed by mlir-opt (one run per
# source file) and kept in cases/ only if mlir-opt reprints it byte-identically.
#
#   tests/upstream/gen.sh [--force]     (cached: skips if already generated)
#   env: MLIR_OPT (mlir-opt-19), JOBS (nproc), UPSTREAM_DIR (build/upstream)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
UP=${UPSTREAM_DIR:-$ROOT/build/upstream}
SRC=$UP/mlir-test
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
OPTS=(--allow-unregistered-dialect --split-input-file --mlir-print-op-generic)

# ---------------------------------------------------------------- worker ----
# Per file: mlir-opt FILE > out; awk builds rt_in (the complete non-empty
# pieces, re-joined); mlir-opt rt_in > rt_out; awk pairs source chunks, pieces
# and round-trip pieces and writes the result files.  Prints one stats line:
#   F <rel> <rc> <chunks> <pieces> <cases> <nonidem> <pretty> <rt_rc>
worker() {
    local f rel id rc rc2
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsr-gen.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT    # $tmp is global: the trap runs after return
    for f; do
        rel=${f#"$SRC"/}
        id=${rel%.mlir}; id=${id//\//.}; id=${id//[^A-Za-z0-9._+-]/_}
        rc=0
        timeout 20 "$MLIR_OPT" "${OPTS[@]}" "$f" >"$tmp/out" 2>/dev/null || rc=$?
        awk -v mode=rtin -v rc="$rc" -f "$AWKLIB" "$tmp/out" "$tmp/rt_in"
        rc2=0
        if [ -s "$tmp/rt_in" ]; then
            timeout 20 "$MLIR_OPT" "${OPTS[@]}" "$tmp/rt_in" >"$tmp/rt_out" 2>/dev/null || rc2=$?
        else
            : >"$tmp/rt_out"
        fi
        awk -v mode=pair -v rc="$rc" -v rc2="$rc2" -v id="$id" -v rel="$rel" \
            -f "$AWKLIB" "$f" "$tmp/out" "$tmp/rt_out"
    done
}

if [ "${1:-}" = --worker ]; then
    shift
    worker "$@"
    exit 0
fi

# ------------------------------------------------------------------ main ----
FORCE=0
[ "${1:-}" = --force ] && FORCE=1
JOBS=${JOBS:-$(nproc)}
[ -f "$SRC/.version" ] || "$ROOT/tests/upstream/fetch.sh"
STAMP="$(cat "$SRC/.version") $("$MLIR_OPT" --version | sed -n 's/.*LLVM version //p')"
if [ $FORCE = 0 ] && [ -f "$UP/cases/.stamp" ] && [ "$(cat "$UP/cases/.stamp")" = "$STAMP" ]; then
    echo "gen.sh: cases up to date ($(find "$UP/cases" -name '*.mlir' | wc -l) in $UP/cases; --force to redo)"
    exit 0
fi
rm -rf "$UP/cases" "$UP/pretty" "$UP/nonidem"
mkdir -p "$UP/cases" "$UP/pretty" "$UP/nonidem"
export SRC UP MLIR_OPT AWKLIB="$ROOT/tests/upstream/split.awk"

start=$(date +%s)
# big files first so the two lanes finish together
find "$SRC" -type f -name '*.mlir' -printf '%s\t%p\n' | sort -rn | cut -f2- |
    xargs -d '\n' -n 8 -P "$JOBS" "$0" --worker >"$UP/gen.log"
secs=$(( $(date +%s) - start ))
echo "$STAMP" >"$UP/cases/.stamp"

awk -v secs="$secs" -v up="$UP" '
    $1 == "F" { files++; chunks += $4; pieces += $5; cases += $6; nonidem += $7
                pretty += $8; if ($3 == 124) tmo++; else if ($3 >= 128) crash++
                else if ($3 != 0) partial++
                if ($8 < $6 + $7) unpaired++ }
    END {
        printf "gen.sh: %d files, %d chunks, %d modules printed by mlir-opt\n", files, chunks, pieces
        printf "gen.sh: %d cases (cases/), %d not reprinted identically (nonidem/), %d pretty chunks (pretty/)\n", cases, nonidem, pretty
        printf "gen.sh: files: %d with failing chunks, %d timed out, %d crashed, %d chunk/output count mismatch\n", partial, tmo, crash, unpaired
        printf "gen.sh: %d s, log in %s/gen.log\n", secs, up
    }' "$UP/gen.log"
