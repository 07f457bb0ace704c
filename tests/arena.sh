#!/usr/bin/env bash
# The context's arena is one reserved span of address space (ir/ctx.c,
# arena_reserve), because the IR's links are 32-bit offsets in it (ir.h,
# Rel).  Without a limit the span is 8 GiB of PROT_NONE address space;
# under `ulimit -v` a smaller one is found.  Checks that the output, and
# the IR's size, do not depend on which span a run got: a module, a
# kernel to .ll, corpus mode with four threads (four contexts, four
# spans), each under no limit and under two address-space limits.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }
bash "$ROOT/tests/bench/gen_big.sh" "$tmp/m.mlir" 2 >/dev/null
# (one parse thread: two take the span in pieces, and leave a piece's
# rest unused, where a span reserved in part is parsed by one)
run() {   # $1: limit in KiB or "none", $2: output folder
    mkdir -p "$2/each"
    (
        [ "$1" = none ] || ulimit -v "$1"
        "$T" --emit=mlir --stats --threads=1 "$tmp/m.mlir" -o "$2/m.mlir" 2>"$2/stats" &&
        "$T" "$ROOT/corpus/gemm_tile.mlir" -o "$2/k.ll" &&
        "$T" --each -j4 -o "$2/each" "$ROOT"/corpus/kernels/affine_*.mlir >"$2/each.log"
    )
}
run none "$tmp/none"
is "no limit: exit status 0"
grep -o 'IR [0-9]* bytes' "$tmp/none/stats" >"$tmp/none/bytes"
[ -s "$tmp/none/bytes" ]; is "no limit: --stats reports the IR's bytes"
[ "$(ls "$tmp/none/each" | wc -l)" -ge 4 ]; is "no limit: corpus mode wrote its outputs"
for lim in 1500000 500000; do
    d=$tmp/lim$lim
    run "$lim" "$d"
    is "ulimit -v $lim: exit status 0"
    cmp -s "$tmp/none/m.mlir" "$d/m.mlir"; is "ulimit -v $lim: the module prints the same"
    grep -o 'IR [0-9]* bytes' "$d/stats" | cmp -s - "$tmp/none/bytes"; is "ulimit -v $lim: the IR takes the same bytes"
    cmp -s "$tmp/none/k.ll" "$d/k.ll"; is "ulimit -v $lim: the kernel's .ll is the same"
    diff -r "$tmp/none/each" "$d/each" >/dev/null; is "ulimit -v $lim: corpus mode's outputs are the same"
done
# The limit really forces a smaller span: the full one does not fit in it.
( ulimit -v 500000; "$T" --version >/dev/null ) && [ $((500000 * 1024)) -lt $((8 << 30)) ]
is "a 500 MB limit runs (below the 8 GiB span)"
echo "check-arena: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
