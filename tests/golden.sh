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
#   tests/pretty/NAME.mlir              pretty (custom) form, read as it is: tsrewrite must print
#                                       what mlir-opt-19 prints for the file (generic form), and its
#                                       --pretty output, read by mlir-opt-19, must give the same text.
#                                       With NAME.err it is a bad input instead (as tests/errors).
#   ../shared/corpus/pytorchsim/*.mlir  the same pretty check; the PyTorchSim fork's attribute
#                                       dictionaries after dma_start's types are dropped on MLIR's
#                                       side (upstream cannot parse them) and from the compared text.
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

# pretty_case FILE MLIR_INPUT: tsrewrite reads FILE; mlir-opt-19 reads MLIR_INPUT.
pretty_case() {
    local f=$1 in=$2 strip=${3:-cat} pstrip=${4:-cat}
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$in" -o "$tmp/exp.mlir" 2>"$tmp/mlirerr"; then
        bad "$f" "mlir-opt-19 rejects it: $(head -1 "$tmp/mlirerr")"; return
    fi
    if ! "$T" --emit=mlir "$f" -o "$tmp/got0.mlir" 2>"$tmp/stderr"; then
        bad "$f" "tsrewrite failed: $(head -3 "$tmp/stderr")"; return
    fi
    $strip <"$tmp/got0.mlir" >"$tmp/got.mlir"
    if ! cmp -s "$tmp/exp.mlir" "$tmp/got.mlir"; then
        bad "$f" "generic output differs from mlir-opt-19:"; diff "$tmp/exp.mlir" "$tmp/got.mlir" | head -10; return
    fi
    "$T" --emit=mlir --pretty "$f" -o "$tmp/pretty0.mlir" 2>"$tmp/stderr" || { bad "$f" "--pretty failed"; return; }
    # what tsrewrite reads back must be what it read first
    if ! "$T" --emit=mlir "$tmp/pretty0.mlir" -o "$tmp/again.mlir" 2>"$tmp/stderr" || ! cmp -s "$tmp/got0.mlir" "$tmp/again.mlir"; then
        bad "$f" "--pretty output does not read back the same: $(head -1 "$tmp/stderr")"
        diff "$tmp/got0.mlir" "$tmp/again.mlir" | head -6; return
    fi
    $pstrip <"$tmp/pretty0.mlir" >"$tmp/pretty.mlir"
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$tmp/pretty.mlir" -o "$tmp/pexp.mlir" 2>"$tmp/mlirerr"; then
        bad "$f" "mlir-opt-19 rejects the --pretty output: $(grep -m1 error "$tmp/mlirerr")"; return
    fi
    if ! cmp -s "$tmp/exp.mlir" "$tmp/pexp.mlir"; then
        bad "$f" "--pretty round trip differs:"; diff "$tmp/exp.mlir" "$tmp/pexp.mlir" | head -10; return
    fi
    pass=$((pass + 1))
}
# The fork's `memref.dma_start ... : types {attrs}`: upstream has no attributes there.
strip_dma_attrs() { sed -E 's/^(.*memref\.dma_start[^{]*[^ {])[ ]*\{.*\}[ ]*$/\1/'; }
strip_generic_dma_attrs() { sed -E 's/^( *"memref\.dma_start"\([^)]*\)) \{.*\}( : \(.*)$/\1\2/'; }

for f in tests/pretty/*.mlir; do
    [ -e "$f" ] || continue
    [ -f "${f%.mlir}.err" ] && continue
    pretty_case "$f" "$f"
done
for f in tests/pretty/*.err; do
    [ -e "$f" ] || continue
    in=${f%.err}.mlir
    rm -f "$tmp/out"
    "$T" --emit=mlir "$in" -o "$tmp/out" >"$tmp/stdout" 2>"$tmp/stderr"
    rc=$?
    if [ $rc -ne 1 ]; then bad "$in" "exit status $rc, expected 1"; continue; fi
    if [ -e "$tmp/out" ]; then bad "$in" "output file written on error"; continue; fi
    if ! cmp -s "$tmp/stderr" "$f"; then bad "$in" "stderr differs:"; diff "$f" "$tmp/stderr" | head -10; continue; fi
    pass=$((pass + 1))
done
SHARED=${CORPUS:-$ROOT/../shared/corpus/pytorchsim}
for f in "$SHARED"/*.mlir; do
    [ -e "$f" ] || continue
    strip_dma_attrs <"$f" >"$tmp/in.mlir"
    if cmp -s "$f" "$tmp/in.mlir"; then
        pretty_case "$f" "$f"
    else
        pretty_case "$f" "$tmp/in.mlir" strip_generic_dma_attrs strip_dma_attrs
    fi
done

# The passes' MLIR output must be valid for mlir-opt-19.
if bash tests/passes/run.sh "$T"; then pass=$((pass + 1)); else bad tests/passes "pass outputs rejected by mlir-opt-19"; fi

echo "golden: $pass passed, $fail failed"
[ $fail -eq 0 ]
