#!/usr/bin/env bash
# Golden tests.
#   tests/errors/NAME.mlir + NAME.err   bad input: exit status 1, stderr == NAME.err
#                                       (the file name is printed as given: tests/errors/NAME.mlir),
#                                       and `-o OUT` must leave OUT untouched/absent.  Runs with
#                                       --emit=mlir unless the first line is `// RUN: ARGS`.
#   tests/roundtrip/NAME.mlir           differential against MLIR: the expected text is
#                                       `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic`
#                                       of the file; tsrewrite must print exactly that when it reads it.
#   tests/filecheck/NAME.mlir           `// RUN: ARGS` (tsrewrite options) and FileCheck-19 directives.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

for f in tests/errors/*.mlir; do
    [ -e "$f" ] || continue
    exp=${f%.mlir}.err
    [ -f "$exp" ] || { bad "$f" "missing $exp"; continue; }
    rm -f "$tmp/out"
    args=$(head -1 "$f" | sed -n 's|^// RUN: *||p')
    # shellcheck disable=SC2086
    "$T" ${args:---emit=mlir} "$f" -o "$tmp/out" >"$tmp/stdout" 2>"$tmp/stderr"
    rc=$?
    if [ $rc -ne 1 ]; then bad "$f" "exit status $rc, expected 1"; continue; fi
    if [ -e "$tmp/out" ]; then bad "$f" "output file written on error"; continue; fi
    if [ -n "$(ls "$tmp" | grep '^out\.tmp')" ]; then bad "$f" "temporary left behind"; continue; fi
    if ! cmp -s "$tmp/stderr" "$exp"; then
        bad "$f" "stderr differs:"; diff "$exp" "$tmp/stderr" | head -10; continue
    fi
    pass=$((pass + 1))
done

# Generated bad inputs (too large to keep): NAME.gen prints the input; it is
# run from a scratch folder as NAME.mlir, so NAME.err names the bare file.
for g in tests/errors/*.gen; do
    [ -e "$g" ] || continue
    n=$(basename "$g" .gen)
    exp=$ROOT/tests/errors/$n.err
    [ -f "$exp" ] || { bad "$g" "missing $exp"; continue; }
    mkdir -p "$tmp/gen" && bash "$g" >"$tmp/gen/$n.mlir"
    (cd "$tmp/gen" && "$T" --emit=mlir "$n.mlir" -o out >stdout 2>stderr; echo $? >rc)
    if [ "$(cat "$tmp/gen/rc")" != 1 ]; then bad "$g" "exit status $(cat "$tmp/gen/rc"), expected 1"; continue; fi
    if [ -e "$tmp/gen/out" ]; then bad "$g" "output file written on error"; continue; fi
    if ! cmp -s "$tmp/gen/stderr" "$exp"; then
        bad "$g" "stderr differs:"; diff "$exp" "$tmp/gen/stderr" | head -10; continue
    fi
    pass=$((pass + 1))
done

for f in tests/roundtrip/*.mlir; do
    [ -e "$f" ] || continue
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$f" -o "$tmp/exp.mlir" 2>"$tmp/mlirerr"; then
        bad "$f" "mlir-opt-19 rejects it: $(head -1 "$tmp/mlirerr")"; continue
    fi
    if ! "$T" --emit=mlir "$tmp/exp.mlir" -o "$tmp/got.mlir" 2>"$tmp/stderr"; then
        bad "$f" "tsrewrite failed: $(head -1 "$tmp/stderr")"; continue
    fi
    if ! cmp -s "$tmp/exp.mlir" "$tmp/got.mlir"; then
        bad "$f" "differs from mlir-opt-19:"; diff "$tmp/exp.mlir" "$tmp/got.mlir" | head -10; continue
    fi
    pass=$((pass + 1))
done

for f in tests/filecheck/*.mlir; do
    [ -e "$f" ] || continue
    args=$(sed -n 's|^// RUN: *||p' "$f" | head -1)
    # shellcheck disable=SC2086
    if ! "$T" $args "$f" >"$tmp/out" 2>&1; then bad "$f" "tsrewrite failed: $(head -1 "$tmp/out")"; continue; fi
    if ! FileCheck-19 "$f" <"$tmp/out" >"$tmp/fc" 2>&1; then bad "$f" "FileCheck:"; head -15 "$tmp/fc"; continue; fi
    pass=$((pass + 1))
done

echo "golden: $pass passed, $fail failed"
[ $fail -eq 0 ]
