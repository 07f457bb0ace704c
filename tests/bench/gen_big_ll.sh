#!/usr/bin/env bash
# Generate a big module of lowerable kernels for the backend benchmark.
#   tests/bench/gen_big_ll.sh [OUT [SIZE_MB]]   (default build/bench/big_ll.mlir, 24)
# Copies the body of corpus/gemm_tile.mlir (a tiled GEMM on memory-space-1
# scratchpads, generic form) with every symbol renamed per copy, until the
# file holds SIZE_MB MiB.  The aliases (#map...) are shared by all copies.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/build/bench/big_ll.mlir}
SIZE_MB=${2:-24}
SRC=$ROOT/corpus/gemm_tile.mlir
mkdir -p "$(dirname "$OUT")"
KEY="$(md5sum <"$0" | cut -d' ' -f1) $(md5sum <"$SRC" | cut -d' ' -f1) $SIZE_MB"
[ -s "$OUT" ] && [ "$(cat "$OUT.key" 2>/dev/null)" = "$KEY" ] && exit 0
# header = comments and aliases; body = the ops inside builtin.module
awk -v size=$((SIZE_MB << 20)) '
    /^#/ { print; next }
    /^\/\// { next }
    /^"builtin.module"/ { inmod = 1; next }
    /^}\) : \(\) -> \(\)$/ && inmod { inmod = 0; next }
    inmod { body = body $0 "\n" }
    END {
        print "\"builtin.module\"() ({"
        n = int(size / length(body)) + 1
        for (i = 0; i < n; i++) {
            b = body
            gsub(/@kernel/, "@kernel_" i, b); gsub(/"kernel"/, "\"kernel_" i "\"", b)
            gsub(/spad_a/, "spad_a_" i, b); gsub(/spad_b/, "spad_b_" i, b)
            printf "%s", b
        }
        print "}) : () -> ()"
    }' "$SRC" >"$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "$KEY" >"$OUT.key"
