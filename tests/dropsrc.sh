#!/usr/bin/env bash
# The parser drops a mapped input behind its cursor (parser/parse.c,
# drop_source: every 1 MiB, the text more than 256 KiB back leaves the
# resident set).  What it still points at back there must read back from
# the file: SSA names defined at the top of a 6 MiB function and used at
# its end (the module must print as mlir-opt-19 prints it), and a
# diagnostic for a forward reference at line 4, reported only when the
# function ends, which quotes that line (as mlir-opt-19 does).
set -u
T=${1:-./tsrewrite}
case $T in /*) ;; *) T=$PWD/$T ;; esac
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }
gen() {   # gen OUT SECOND_OPERAND_OF_THE_FIRST_OP
    awk -v n=60000 -v extra="$2" 'BEGIN {
        print "\"builtin.module\"() ({"
        print "  \"func.func\"() <{function_type = (i32, f32) -> (), sym_name = \"f\"}> ({"
        print "  ^bb0(%arg0: i32, %arg1: f32):"
        print "    %0 = \"test.first\"(%arg0, " extra ") : (i32, i32) -> i32"
        for (i = 1; i < n; i++)
            printf "    %%%d = \"test.op\"(%%%d, %%arg0) {note = \"text to make the function long\"} : (i32, i32) -> i32\n", i, i - 1
        printf "    \"test.last\"(%%0, %%arg0, %%arg1, %%%d) : (i32, i32, f32, i32) -> ()\n", n - 1
        print "    \"func.return\"() : () -> ()"
        print "  }) : () -> ()"
        print "}) : () -> ()"
    }' >"$1"
}
gen "$tmp/good.mlir" "%arg0"
gen "$tmp/bad.mlir" "%undefined"
[ "$(stat -c %s "$tmp/good.mlir")" -gt 4000000 ]; is "the input is larger than a few drop steps"

"$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$tmp/good.mlir" -o "$tmp/good.exp"
"$T" --emit=mlir "$tmp/good.mlir" -o "$tmp/good.out"; is "good: exit status 0"
cmp -s "$tmp/good.out" "$tmp/good.exp"; is "good: prints as mlir-opt-19 prints it"

(cd "$tmp" && "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic bad.mlir -o /dev/null 2>bad.exp)
(cd "$tmp" && "$T" --emit=mlir bad.mlir -o bad.out 2>bad.err); [ $? -eq 1 ]; is "bad: exit status 1"
[ ! -e "$tmp/bad.out" ]; is "bad: no output file"
grep -q 'bad.mlir:4:30: error: use of undeclared SSA value name' "$tmp/bad.err"; is "bad: the error points at line 4"
cmp -s "$tmp/bad.err" "$tmp/bad.exp"; is "bad: the diagnostic, with its quoted line, is mlir-opt-19's"

echo "check-drop: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
