#!/usr/bin/env bash
# Where the text ends.  A mapped file that does not end on a page boundary
# has zeros after it, and so has read_all's copy of standard input: there
# the lexer runs without a bound test (lexer/lex.re, lex_padded).  A file
# of a whole number of pages has none, and is lexed with the test.  Each
# of these texts, 4095, 4096 and 4097 bytes long, ending in the middle of
# a token, must give the same output and diagnostics read from the file
# and from standard input, and the good ones print as mlir-opt-19 does.
set -u
T=${1:-./tsrewrite}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }
# make SIZE TAIL OUT: a module padded with a comment to SIZE bytes, TAIL last
make() {
    local head='"test.top"() ({
  %0 = "test.op"() {s = "x"} : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> '
    local n=$(( $1 - ${#head} - ${#2} - 4 ))
    { printf '// '; printf '%*s' "$n" '' | tr ' ' 'x'; printf '\n%s%s' "$head" "$2"; } >"$3"
    [ "$(stat -c %s "$3")" -eq "$1" ]
}
for size in 4095 4096 4097; do
    for tail in '()' 'i3' '(i32' '"ab' 'i32 loc(unknown' 'i3@'; do
        f=$tmp/t.mlir
        make "$size" "$tail" "$f"; is "$size bytes ending in $tail: made"
        "$T" --emit=mlir "$f" >"$tmp/file.out" 2>"$tmp/file.err"; rf=$?
        "$T" --emit=mlir - <"$f" >"$tmp/in.out" 2>"$tmp/in.err"; ri=$?
        [ $rf -eq $ri ] && cmp -s "$tmp/file.out" "$tmp/in.out"; is "$size, $tail: file and stdin agree"
        sed 's/^[^:]*:/F:/' "$tmp/file.err" >"$tmp/a"; sed 's/^[^:]*:/F:/' "$tmp/in.err" >"$tmp/b"
        cmp -s "$tmp/a" "$tmp/b"; is "$size, $tail: same diagnostics"
        if [ "$tail" = '()' ] || [ "$tail" = 'i3' ]; then
            "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" -o "$tmp/exp" 2>/dev/null
            [ $rf -eq 0 ] && cmp -s "$tmp/file.out" "$tmp/exp"; is "$size, $tail: prints as mlir-opt-19"
        else
            [ $rf -eq 1 ] && [ -s "$tmp/file.err" ]; is "$size, $tail: an error"
        fi
    done
done
echo "textend: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
