#!/usr/bin/env bash
# Golden error tests of tsrewrite run (called by tests/run/corpus.sh).
#   tests/run/errors/NAME.args   the arguments after `tsrewrite run` (one line)
#   tests/run/errors/NAME.err    the exact expected standard error
# Each must exit with status 1, print exactly NAME.err and write no output
# (its --out directory must not appear).  The .npy fixtures are made by
# tsrewrite run itself from fixtures.mlir (random data of known dtypes and
# shapes), then cut short for the truncated ones.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
E=$ROOT/tests/run/errors
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$E"/*.mlir "$E"/*.ll "$tmp"/
cd "$tmp" || exit 1
if ! "$T" run fixtures.mlir --out fx >/dev/null; then
    echo "check-run errors: cannot make the fixtures"; exit 1
fi
mv fx/arg0.npy i32_4x8.npy && mv fx/arg1.npy f32_8x4.npy && mv fx/arg2.npy f32_32.npy && mv fx/arg3.npy f32_4x8.npy
head -c 100 f32_4x8.npy >trunc_header.npy
head -c 140 f32_4x8.npy >trunc_data.npy
cp k.mlir k.npy
pass=0 fail=0
for a in "$E"/*.args; do
    n=$(basename "$a" .args)
    rm -rf o
    # shellcheck disable=SC2046
    "$T" run --out o $(cat "$a") >stdout 2>stderr
    rc=$?
    why=
    if [ $rc -ne 1 ]; then why="exit status $rc, expected 1"
    elif [ -e o ]; then why="output written on error"
    elif [ ! -f "$E/$n.err" ]; then why="missing $n.err"
    elif ! cmp -s stderr "$E/$n.err"; then why="stderr differs: $(diff "$E/$n.err" stderr | head -n 4 | tr '\n' ' ')"
    fi
    if [ -n "$why" ]; then echo "FAIL run-error $n: $why"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
done
echo "check-run errors: $((pass + fail)) error tests: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
