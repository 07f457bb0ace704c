#!/usr/bin/env bash
# Pass error tests: each NAME.mlir here has a `// RUN: ARGS` line (tsrewrite
# options) and NAME.err, the exact expected stderr; tsrewrite must exit 1
# and leave no output file.  Also checks that the output of every
# tests/filecheck/pass_*.mlir test (--emit=mlir) is valid for mlir-opt-19.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }
for f in tests/passes/*.mlir; do
    [ -e "$f" ] || continue
    exp=${f%.mlir}.err
    [ -f "$exp" ] || { bad "$f" "missing $exp"; continue; }
    args=$(sed -n 's|^// RUN: *||p' "$f" | head -1)
    rm -f "$tmp/out"
    # shellcheck disable=SC2086
    "$T" $args "$f" -o "$tmp/out" >"$tmp/stdout" 2>"$tmp/stderr"
    rc=$?
    if [ $rc -ne 1 ]; then bad "$f" "exit status $rc, expected 1"; continue; fi
    if [ -e "$tmp/out" ]; then bad "$f" "output file written on error"; continue; fi
    if ! cmp -s "$tmp/stderr" "$exp"; then
        bad "$f" "stderr differs:"; diff "$exp" "$tmp/stderr" | head -10; continue
    fi
    pass=$((pass + 1))
done
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
