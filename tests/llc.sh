#!/usr/bin/env bash
# llc-19 must accept every .ll tsrewrite produced in the differential run
# (build/diff/k/<kernel>/ts.ll, made by `make check-diff`), for the host and
# for PyTorchSim's riscv64 target with its llc flags (lowering.md §7.6).
#   tests/llc.sh [WORKDIR]         (default build/diff/k)
# Kernels listed in corpus/kernels/XFAIL-llc ("name target reason...") are
# expected to fail for that target (an LLVM limitation MLIR's own .ll shares).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
WORK=${1:-build/diff/k}
XF=corpus/kernels/XFAIL-llc
RV='-relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj'
lls=$(find "$WORK" -name ts.ll -size +0 2>/dev/null | sort)
[ -n "$lls" ] || { echo "check-llc: no .ll under $WORK (run make check-diff first)"; exit 1; }
check() {  # check LL -> "name target status"
    local ll=$1 name
    name=$(basename "$(dirname "$ll")")
    if llc-19 -O2 -filetype=obj "$ll" -o /dev/null 2>/dev/null; then echo "$name host ok"; else echo "$name host FAIL"; fi
    # shellcheck disable=SC2086
    if llc-19 $RV "$ll" -o /dev/null 2>/dev/null; then echo "$name riscv64 ok"; else echo "$name riscv64 FAIL"; fi
}
export -f check
export RV
res=$(printf '%s\n' $lls | xargs -P"$(nproc)" -I{} bash -c 'check "$@"' _ {})
n=$(printf '%s\n' "$res" | grep -c ' ok$' || true)
bad=0
while read -r name tgt st; do
    [ "$st" = FAIL ] || continue
    if [ -f "$XF" ] && grep -q "^$name $tgt " "$XF"; then
        echo "XFAIL: $name ($tgt): $(grep "^$name $tgt " "$XF" | cut -d' ' -f3-)"
    else
        echo "FAIL: llc-19 rejects $name for $tgt"; bad=$((bad + 1))
    fi
done <<<"$res"
echo "check-llc: $n of $(printf '%s\n' "$res" | wc -l) compiles accepted, $bad unexpected failures"
[ $bad -eq 0 ]
