#!/usr/bin/env bash
# The usual spelling (parser/parse.c): where a generic op is spelled as
# the printer spells it, `%2 = "name"(%0, %1) <{...}> : (...) -> ...`, the
# parser reads the result's '=', the operand list, the properties and the
# type straight from the bytes, and a dense literal's flat lists of
# numbers too (parser/dense.c); anything spelled otherwise goes the
# usual way, a token at a time.  The shortcuts run only on padded text: a
# file of a whole number of pages is read the usual way, and the same
# text through a pipe with the shortcuts (a regular file on standard
# input would be mapped too).  For each spelling below,
# one at each place the shortcuts look (spaces, commas, names, `#N`, the
# memo knowing the text or not, regions, attributes, locations, a text
# that ends there, nesting at the limit), both must give the same exit
# status, output and diagnostics, and mlir-opt-19's output (or the place
# of its first error).
set -u
T=${1:-./tsrewrite}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }

# page FILE: a comment put first makes FILE a whole number of pages long
page() {
    local n pad
    n=$(stat -c %s "$1")
    pad=$(( (4096 - (n + 4) % 4096) % 4096 ))
    { printf '// '; printf '%*s' "$pad" '' | tr ' ' 'x'; printf '\n'; cat "$1"; } >"$1.p" && mv "$1.p" "$1"
    [ $(( $(stat -c %s "$1") % 4096 )) -eq 0 ]
}

# both NAME: $tmp/t.mlir, made a whole number of pages, from the file (the
# usual way) and through a pipe (the shortcuts): the same exit status
# (left in rf), output and diagnostics ($tmp/a, the file's name as F)
both() {
    local name=$1 f=$tmp/t.mlir ri
    page "$f"; is "$name: a whole number of pages"
    "$T" --emit=mlir "$f" >"$tmp/file.out" 2>"$tmp/file.err"; rf=$?
    cat "$f" | "$T" --emit=mlir - >"$tmp/in.out" 2>"$tmp/in.err"; ri=$?
    [ $rf -eq $ri ] && cmp -s "$tmp/file.out" "$tmp/in.out"; is "$name: file and stdin agree ($rf, $ri)"
    sed 's/^[^:]*:/F:/' "$tmp/file.err" >"$tmp/a"; sed 's/^[^:]*:/F:/' "$tmp/in.err" >"$tmp/b"
    cmp -s "$tmp/a" "$tmp/b"; is "$name: the same diagnostics"
}

# check NAME: both, then mlir-opt-19's output or the place of its error
check() {
    local name=$1 f=$tmp/t.mlir rm
    both "$name"
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" -o "$tmp/exp" 2>"$tmp/exp.err"; rm=$?
    if [ $rm -eq 0 ]; then
        [ $rf -eq 0 ] && cmp -s "$tmp/file.out" "$tmp/exp"; is "$name: prints as mlir-opt-19"
    else
        local ours theirs
        ours=$(head -1 "$tmp/file.err" | cut -d: -f1-3)
        theirs=$(grep -m1 ': error:' "$tmp/exp.err" | cut -d: -f1-3)
        [ $rf -eq 1 ] && [ "$ours" = "$theirs" ]; is "$name: fails where mlir-opt-19 does ($ours, $theirs)"
    fi
}

# module VARIANT: the variant after ops that put `{p = 1 : i32}` and
# `(i32, i32) -> i32` in the memo, then a use of %2
module() {
    printf '%s\n' '"test.top"() ({' \
        '^bb0(%a0: i32, %x_1: i32):' \
        '  %0 = "test.op"() <{p = 1 : i32}> : () -> i32' \
        '  %1 = "test.op2"(%0, %0) <{p = 1 : i32}> : (i32, i32) -> i32' \
        '  %9 = "test.op3"(%0) : (i32) -> i32' \
        "  $1" \
        '  "test.use"(%2) : (i32) -> ()' \
        '}) : () -> ()' >"$tmp/t.mlir"
}

variants=(
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0,%1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0,  %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"( %0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1 ) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2" (%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1)<{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1)  <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) < {p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}>: (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> :(i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32} > : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32} : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}>> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 2 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 loc("x.py":3:4)'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 // a comment'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32x'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 {'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> (i32)'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, f32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> (i32, i32)'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> {a = 3} : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> ({}) : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) ({}) : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) {a = 3} : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1)[^bb1] : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) [^bb1] <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> [^bb1] : (i32, i32) -> i32'
    '%2 = "test.op2"() <{p = 1 : i32}> : () -> i32'
    '%2 = "test.op2"( ) <{p = 1 : i32}> : () -> i32'
    '%2 = "test.op2"(%a0, %x_1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0#0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1#1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1x) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %-1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1,) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1, %9) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %undefined) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, 1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 "extra"'
    '%2= "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 ="test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 =  "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = %1'
    '%2 = = "test.op2"(%0, %1)'
    '%2:1 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2, %3 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> ()'
    '%0 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%2, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 loc(#nope)'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : i32'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32 : i32'
    '%2 = "tes\t.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = ""(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    # flat lists of numbers in dense literals (parser/dense.c, fast_numbers)
    '%2 = "test.d"() {d = dense<[1.5, -2.0, 3.000000e+00]> : tensor<3xf32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, -2, 3]> : tensor<3xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf64>} : () -> i32'
    '%2 = "test.d"() {d = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1.e5, 2.5E-3, 7.25e+1]> : tensor<3xf32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1.5e, 2.0]> : tensor<2xf32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[12e5, 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[0x1F, 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[007, 1]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1,2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1,23, 4]> : tensor<3xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1 , 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[ 1, 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, 2 ]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[- 1, 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[--1, 2]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, 2,]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, 2.5]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1.5, 2]> : tensor<2xf32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[true, false]> : tensor<2xi1>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, 2, 3]> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[300, 2]> : tensor<2xi8>} : () -> i32'
    '%2 = "test.d"() {d = dense<[]> : tensor<0xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1, 2]x> : tensor<2xi32>} : () -> i32'
    '%2 = "test.d"() {d = dense<[1.0, 2.0]> : vector<2xf16>, e = dense<[1, 2]> : vector<2xi64>} : () -> i32'
    '%2 = "test.d"() {d = sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>} : () -> i32'
)
i=0 good=0
for v in "${variants[@]}"; do
    i=$((i + 1))
    module "$v"
    check "$i: $v"
    [ -s "$tmp/file.out" ] && good=$((good + 1))
done
# most are errors, but not all: a module that failed before the variant
# would make every comparison above agree
[ $good -ge 12 ]; is "variants that print: $good"

# The same lines with the text ending inside them (no use, no closing):
# the shortcuts must not read past the end.
cut_at=(
    '%2 = "test.op2"(%0, %1'
    '%2 = "test.op2"(%0, %1)'
    '%2 = "test.op2"(%0, %1) '
    '%2 = "test.op2"(%0, %1) <'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}>'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> :'
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : '
    '%2 = "test.op2"(%0, %1) <{p = 1 : i32}> : (i32, i32) -> i32'
    '%2 = "test.d"() {d = dense<[1.5, -2'
    '%2 = "test.d"() {d = dense<[1.5, -'
    '%2 = "test.d"() {d = dense<[1.5, '
    '%2 = "test.d"() {d = dense<[1.5e+'
    '%2 = "test.d"() {d = dense<[1.5]'
    '%2 = "test.op2"(%0,'
    '%2 = "test.op2"(%0, '
    '%2 = "test.op2"(%'
    '%2 = "test.op2"('
    '%2 = "test.op2"'
    '%2 = '
    '%2 ='
)
for v in "${cut_at[@]}"; do
    i=$((i + 1))
    printf '%s\n%s\n%s\n%s\n%s\n%s' '"test.top"() ({' \
        '^bb0(%a0: i32, %x_1: i32):' \
        '  %0 = "test.op"() <{p = 1 : i32}> : () -> i32' \
        '  %1 = "test.op2"(%0, %0) <{p = 1 : i32}> : (i32, i32) -> i32' \
        '  %9 = "test.op3"(%0) : (i32) -> i32' \
        "  $v" >"$tmp/t.mlir"
    check "$i: ending in '$v'"
done

# Nesting at the limit (1,000 levels, ir/ctx.c): the properties' attribute
# is one level more, which the shortcut leaves to the usual path.
at_props=0
for k in 997 998 999 1000; do
    awk -v k=$k 'BEGIN {
        print "\"test.op0\"() <{p = 1 : i32}> : () -> ()"
        for (i = 0; i < k; i++) print "\"test.r\"() ({"
        print "\"test.op\"() <{p = 1 : i32}> : () -> ()"
        for (i = 0; i < k; i++) print "}) : () -> ()"
    }' >"$tmp/t.mlir"
    both "nesting $k"
    # the '{' of the innermost op's properties is column 14
    head -1 "$tmp/a" | grep -q '^F:[0-9]*:14: error: nesting too deep$' && at_props=1
done
[ $at_props -eq 1 ]; is "nesting: one depth is too deep exactly at the properties"

echo "spelling: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
