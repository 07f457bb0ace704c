#!/usr/bin/env bash
# make check-oracle: --verify-rewrites must catch a wrong fold.
#   tests/oracle.sh TSREWRITE BROKEN_TSREWRITE
# BROKEN is tsrewrite built with TS_TEST_BROKEN_FOLD (a simplify-affine
# rule that drops mods it may not).  On each kernel below:
#   - BROKEN without the oracle succeeds and writes different LLVM IR than
#     TSREWRITE (so it really miscompiles it);
#   - BROKEN with --verify-rewrites fails with the oracle's located error;
#   - TSREWRITE with --verify-rewrites succeeds and writes what it writes
#     without it.
set -u
T=${1:?tsrewrite}
BROKEN=${2:?broken tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

for k in simplify_affine_range_sibling simplify_affine_range_enclosing; do
    f=$ROOT/corpus/kernels/$k.mlir
    "$T" --no-verify-rewrites "$f" -o "$tmp/good.ll" 2>"$tmp/err" || { bad "$k" "tsrewrite failed: $(head -1 "$tmp/err")"; continue; }
    "$T" --verify-rewrites "$f" -o "$tmp/checked.ll" 2>"$tmp/err" || { bad "$k" "tsrewrite --verify-rewrites failed: $(head -1 "$tmp/err")"; continue; }
    cmp -s "$tmp/good.ll" "$tmp/checked.ll" || { bad "$k" "--verify-rewrites changed the output"; continue; }
    "$BROKEN" --no-verify-rewrites "$f" -o "$tmp/broken.ll" 2>"$tmp/err" || { bad "$k" "the broken build failed without the oracle: $(head -1 "$tmp/err")"; continue; }
    if cmp -s "$tmp/good.ll" "$tmp/broken.ll"; then bad "$k" "the broken fold does not change this kernel (a useless test)"; continue; fi
    rc=0
    "$BROKEN" --verify-rewrites "$f" -o "$tmp/out.ll" 2>"$tmp/err" || rc=$?
    if [ $rc -ne 1 ]; then bad "$k" "the broken build with --verify-rewrites exited $rc, expected 1"; continue; fi
    if [ -e "$tmp/out.ll" ]; then bad "$k" "output written although the oracle failed"; continue; fi
    if ! grep -q "^$f:[0-9]*:[0-9]*: error: --verify-rewrites: pass 'simplify-affine' changed what 'affine\.[a-z_]*' computes: .* gives .* where the original .* gives .*, with .* = -\?[0-9]" "$tmp/err"; then
        bad "$k" "not the oracle's error:"; head -3 "$tmp/err"; continue
    fi
    pass=$((pass + 1))
done
echo "check-oracle: $pass passed, $fail failed"
[ $fail -eq 0 ]
