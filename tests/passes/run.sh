#!/usr/bin/env bash
# The output of every tests/filecheck/pass_*.mlir test run with --emit=mlir
# must be valid for mlir-opt-19 and in its canonical generic form.  (The
# passes' error tests are tests/errors/pass_*.mlir.)
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }
for f in tests/filecheck/pass_*.mlir; do
    [ -e "$f" ] || continue
    args=$(sed -n 's|^// RUN: *||p' "$f" | head -1)
    case " $args " in *" --emit=mlir "*) ;; *) continue ;; esac
    # shellcheck disable=SC2086
    if ! "$T" $args "$f" -o "$tmp/out.mlir" 2>/dev/null; then bad "$f" "tsrewrite failed"; continue; fi
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$tmp/out.mlir" -o "$tmp/re.mlir" 2>"$tmp/err"; then
        bad "$f" "mlir-opt-19 rejects the output: $(grep -m1 error "$tmp/err")"; continue
    fi
    if ! cmp -s "$tmp/out.mlir" "$tmp/re.mlir"; then
        bad "$f" "output is not in mlir-opt-19's canonical generic form:"; diff "$tmp/out.mlir" "$tmp/re.mlir" | head -6; continue
    fi
    pass=$((pass + 1))
done
echo "passes: $pass passed, $fail failed"
[ $fail -eq 0 ]
