#!/usr/bin/env bash
# --stats (cli/main.c, ir/ctx.c ctx_ir_stats): the counts of a module
# counted by hand, the bytes line, the phase times, and that the output is
# the same with and without it.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }
# builtin.module, func.func, arith.addi, func.return: 4 ops; one result
# (%0); operands 2 + 1; regions: the module's and the function's; blocks:
# their two; one block argument (%arg0).  Attributes uniqued: the
# function's two properties and its dictionary at least.
cat >"$tmp/k.mlir" <<'M'
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
M
"$T" --emit=mlir --stats "$tmp/k.mlir" -o "$tmp/with.mlir" 2>"$tmp/err"
is "--stats: exit status 0"
"$T" --emit=mlir "$tmp/k.mlir" -o "$tmp/without.mlir"
cmp -s "$tmp/with.mlir" "$tmp/without.mlir"; is "--stats: the same output"
grep -q "^tsrewrite: stats: $tmp/k.mlir: 4 ops, 1 results, 3 operands, 2 regions, 2 blocks, 1 block arguments, " "$tmp/err"
is "--stats: the counts"   # (no command substitution here: it would reset $?)
# bytes / ops, to the printed precision
line=$(grep -o 'IR [0-9]* bytes, [0-9.]* per op' "$tmp/err")
b=$(echo "$line" | awk '{print $2}') per=$(echo "$line" | awk '{print $4}')
[ -n "$b" ] && [ "$b" -gt 0 ] && [ "$(awk -v b="$b" 'BEGIN { printf "%.1f", b / 4 }')" = "$per" ]
is "--stats: bytes per op ($line)"
grep -Eq "^tsrewrite: stats: $tmp/k.mlir: parse [0-9.]+ s, verify [0-9.]+ s, passes [0-9.]+ s, output [0-9.]+ s; peak resident [0-9.]+ MiB after the parse, [0-9.]+ MiB at the end$" "$tmp/err"
is "--stats: the phase times and peaks"
# the peaks: positive, the second no less than the first
pk=$(grep -o 'resident [0-9.]* MiB after the parse, [0-9.]* MiB' "$tmp/err" | awk '{print $2, $7}')
awk -v a="${pk% *}" -v b="${pk#* }" 'BEGIN { exit !(a > 0 && b >= a) }'
is "--stats: peak resident ($pk)"
[ "$(wc -l <"$tmp/err")" -eq 2 ]; is "--stats: two lines"
# .ll through the default pipeline: the same counts (taken after the parse)
"$T" --stats "$tmp/k.mlir" -o "$tmp/k.ll" 2>"$tmp/err2"
grep -q ": 4 ops, 1 results, 3 operands," "$tmp/err2"; is "--stats with --emit=ll"
# a bad input: the error, no stats line
printf '"builtin.module"() ({\n' >"$tmp/bad.mlir"
"$T" --stats "$tmp/bad.mlir" -o "$tmp/bad.ll" 2>"$tmp/err3"
[ $? -eq 1 ] && ! grep -q stats "$tmp/err3" && grep -q "error:" "$tmp/err3"; is "--stats on bad input"
"$T" --stats --each -o "$tmp" "$tmp/k.mlir" 2>/dev/null
[ $? -eq 1 ]; is "--stats with --each is refused"
echo "check-stats: $((pass + fail)) checks: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
