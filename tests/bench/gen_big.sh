#!/usr/bin/env bash
# Generate a big generic-form MLIR module for benchmarking.
#   tests/bench/gen_big.sh [OUT [SIZE_MB]]     (default build/bench/big.mlir, 60)
# awk writes pretty-form text (many func.func with arith/affine/memref/scf/cf/
# vector/tensor ops, #map aliases, strided and affine-map memref layouts, dense
# and float constants, attribute dicts, unregistered ops), then
# `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic` converts
# it once, so the bench input is exactly MLIR's own generic output (a fixed
# point: tsrewrite must reprint it byte-for-byte).  The function count is
# calibrated on a small sample so the result is >= SIZE_MB MiB.
# Cached in build/bench/big-<SIZE_MB>.mlir (keyed on this script + mlir-opt).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=$ROOT/build/bench
OUT=${1:-$BENCH/big.mlir}
SIZE_MB=${2:-60}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
CACHE=$BENCH/big-$SIZE_MB.mlir
mkdir -p "$BENCH"

KEY="$(md5sum <"$0" | cut -d' ' -f1) $("$MLIR_OPT" --version | sed -n 's/.*LLVM version //p') $SIZE_MB"
if ! [ -s "$CACHE" ] || [ "$(cat "$CACHE.key" 2>/dev/null)" != "$KEY" ]; then
    # pretty-form generator: functions FIRST..FIRST+N-1
    gen() {  # gen FIRST N
        awk -v first="$1" -v n="$2" '
        function fl(x) { return sprintf("%.6e", x) }
        BEGIN {
            print "#map_row = affine_map<(d0, d1) -> (d0 * 64 + d1)>"
            print "#map_off = affine_map<(d0)[s0] -> (d0 + s0)>"
            print "#map_odd = affine_map<(d0) -> (d0 * 2 + 1)>"
            print "#map_tile = affine_map<(d0, d1)[s0] -> (d0 floordiv 4, d1 mod 8, d0 * s0 + d1 ceildiv 2)>"
            print "#set_lo = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>"
            print "module attributes {tsr.bench = \"big\", tsr.version = 1 : i32} {"
            print "  func.func private @ext(memref<128xf32>, f32) -> f32 attributes {tsr.extern}"
            for (i = first; i < first + n; i++) fn(i)
            print "}"
        }
        function fn(i,   k, d, v) {
            v = (i * 7919) % 1000
            printf "  func.func @f%d(%%arg0: memref<64x64xf32, strided<[64, 1], offset: ?>>, %%arg1: memref<128xf32>, %%arg2: i32, %%arg3: index, %%arg4: memref<16x16xf32, #map_row>) -> (i32, f32) attributes {llvm.emit_c_interface, tsr.idx = %d : i64, tsr.name = \"fn_%d\"} {\n", i, i, i
            print  "    %c0 = arith.constant 0 : index"
            print  "    %c1 = arith.constant 1 : index"
            print  "    %c64 = arith.constant 64 : index"
            printf "    %%cf = arith.constant %s : f32\n", fl(v / 8.0 + 0.125)
            printf "    %%cd = arith.constant %s : f64\n", fl(-v * 1.0e-3 - 3.5)
            printf "    %%ci = arith.constant %d : i32\n", v - 500
            printf "    %%cb = arith.constant %s\n", (i % 2 ? "true" : "false")
            d = ""
            for (k = 0; k < 8; k++) d = d (k ? ", " : "") fl((v + k) * 0.25)
            printf "    %%dense = arith.constant dense<[[%s], [%s]]> : tensor<2x8xf32>\n", d, d
            printf "    %%splat = arith.constant dense<%s> : vector<4xf32>\n", fl(v * 0.5 + 1)
            printf "    %%ints = arith.constant dense<[%d, %d, %d, -1]> : tensor<4xi64>\n", v, i % 97, i
            print  "    %0 = arith.addi %arg2, %ci overflow<nsw> : i32"
            print  "    %1 = arith.muli %0, %0 overflow<nsw, nuw> : i32"
            print  "    %2 = arith.cmpi slt, %1, %arg2 : i32"
            print  "    %3 = arith.addf %cf, %cf fastmath<fast> : f32"
            print  "    %4 = arith.extf %3 : f32 to f64"
            print  "    %5 = arith.addf %4, %cd : f64"
            print  "    %6 = arith.index_cast %arg2 : i32 to index"
            print  "    %7 = arith.xori %cb, %2 : i1"
            print  "    %8 = tensor.extract %dense[%c1, %c0] : tensor<2x8xf32>"
            print  "    %9 = vector.extract %splat[2] : f32 from vector<4xf32>"
            print  "    %10 = scf.for %iv = %c0 to %c64 step %c1 iter_args(%acc = %cf) -> (f32) {"
            print  "      %a = affine.apply #map_off(%iv)[%arg3]"
            print  "      %v = memref.load %arg0[%iv, %a] : memref<64x64xf32, strided<[64, 1], offset: ?>>"
            print  "      %s = arith.mulf %v, %acc : f32"
            printf "      %%t = arith.addf %%s, %%8 {tsr.tag = \"acc%d\"} : f32\n", i % 10
            print  "      %m = arith.maximumf %t, %9 : f32"
            print  "      scf.yield %m : f32"
            print  "    }"
            print  "    affine.for %j = 0 to 63 step 2 {"
            print  "      %l = affine.load %arg1[%j * 2 + 1] : memref<128xf32>"
            print  "      affine.if #set_lo(%j)[%arg3] {"
            print  "        %q = affine.load %arg4[%j floordiv 4, %j mod 16] : memref<16x16xf32, #map_row>"
            print  "        %w = arith.subf %l, %q : f32"
            print  "        affine.store %w, %arg1[%j] : memref<128xf32>"
            print  "      }"
            print  "    }"
            print  "    %11 = scf.if %7 -> (f32) {"
            print  "      %e = func.call @ext(%arg1, %10) : (memref<128xf32>, f32) -> f32"
            print  "      scf.yield %e : f32"
            print  "    } else {"
            print  "      scf.yield %3 : f32"
            print  "    }"
            print  "    cf.cond_br %2, ^bb1(%1 : i32), ^bb2"
            print  "  ^bb1(%x: i32):"
            print  "    %12 = arith.select %2, %x, %0 : i32"
            print  "    %13 = arith.shli %12, %arg2 : i32"
            print  "    cf.br ^bb3(%13, %11 : i32, f32)"
            print  "  ^bb2:"
            print  "    %14 = arith.subi %1, %0 : i32"
            printf "    %%15 = \"tsr.opaque\"(%%14, %%arg3) {kind = \"k%d\", list = [1, 2.500000e+00, \"s\", @f%d], map = #map_tile, flags = {a = unit, b = %d : i16}} : (i32, index) -> i32\n", i % 13, i, i % 100 - 50
            print  "    %16 = arith.divsi %15, %0 : i32"
            print  "    cf.br ^bb3(%16, %3 : i32, f32)"
            print  "  ^bb3(%y: i32, %z: f32):"
            print  "    %17 = arith.sitofp %y : i32 to f32"
            print  "    %18 = arith.addf %z, %17 : f32"
            print  "    return %y, %18 : i32, f32"
            print  "  }"
        }'
    }
    tmp=$(mktemp -d "$BENCH/gen.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    # calibrate: generic bytes per function
    gen 0 200 >"$tmp/s.mlir"
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$tmp/s.mlir" -o "$tmp/s.gen"
    per=$(( $(stat -c %s "$tmp/s.gen") / 200 ))
    n=$(( (SIZE_MB * 1048576) / per * 101 / 100 + 1 ))
    echo "gen_big.sh: $per bytes/function in generic form; generating $n functions" >&2
    gen 0 "$n" >"$tmp/p.mlir"
    echo "gen_big.sh: pretty form $(( $(stat -c %s "$tmp/p.mlir") >> 20 )) MiB; converting with $MLIR_OPT" >&2
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$tmp/p.mlir" -o "$tmp/g.mlir"
    sz=$(stat -c %s "$tmp/g.mlir")
    [ "$sz" -ge $((SIZE_MB * 1048576)) ] || { echo "gen_big.sh: only $sz bytes" >&2; exit 1; }
    mv "$tmp/g.mlir" "$CACHE"
    echo "$KEY" >"$CACHE.key"
fi
if [ "$(readlink -f "$OUT")" != "$(readlink -f "$CACHE")" ]; then
    ln -f "$CACHE" "$OUT" 2>/dev/null || cp "$CACHE" "$OUT"
fi
echo "gen_big.sh: $OUT: $(( $(stat -c %s "$OUT") >> 20 )) MiB generic MLIR" >&2
