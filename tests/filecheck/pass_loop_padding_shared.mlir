// RUN: --passes=loop-padding --emit=mlir
// The DRAM index's affine.apply is shared with an op loop padding does not
// rewrite (a scratchpad load): the DMA gets a rewritten copy of it, the
// load keeps the original map.  An i32 buffer is filled with 0 : i32.  The
// IV is the DMA's index directly (raw kernels' form): no map to rewrite
// for the second DMA, only its buffer and the copies (over %i < 10).
#m = affine_map<(d0, d1) -> (d0 * 10 + d1)>
memref.global @s_spad : memref<2x8xi32, 1>
memref.global @u_spad : memref<8xi32, 1>
func.func @kernel(%x: memref<20xi32>, %y: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<2x8xi32, 1>
  %u = memref.get_global @u_spad : memref<8xi32, 1>
  affine.for %j = 0 to 10 step 8 {
    %d = affine.apply #m(%c0, %j)
    memref.dma_start %x[%d], %s[%c0, %c0], %c2, %t[%c0], %c1, %c1 : memref<20xi32>, memref<2x8xi32, 1>, memref<1xi32> {dram_stride = [10, 1], sram_stride = [8, 1], padding = 0}
    %v = affine.load %u[%d mod 8] : memref<8xi32, 1>
    memref.dma_start %y[%j], %u[%c0], %c2, %t[%c0], %c0, %c1 : memref<10xi32>, memref<8xi32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  }
  return
}

// CHECK-DAG: #[[OLD:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 10 + d1)>
// CHECK-DAG: #[[NEW:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK: "func.func"() <{function_type = (memref<32xi32>, memref<16xi32>) -> (), sym_name = "kernel"}>
// CHECK: %[[D:[0-9]+]] = "affine.apply"(%{{[0-9]+}}, %[[J:arg[0-9]+]]) <{map = #[[OLD]]}>
// CHECK-NEXT: %[[E:[0-9]+]] = "affine.apply"(%{{[0-9]+}}, %[[J]]) <{map = #[[NEW]]}>
// CHECK-NEXT: "memref.dma_start"(%{{arg[0-9]+}}, %[[E]], {{.*}}) {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [8, 1]}
// CHECK-NEXT: "affine.load"(%{{[0-9]+}}, %[[D]])
// CHECK-NEXT: "memref.dma_start"(%{{arg[0-9]+}}, %[[J]], {{.*}}) {dram_stride = [1], padding = 0 : i64, sram_stride = [1]} : (memref<16xi32>,
// CHECK: sym_name = "wrapper_kernel"
// CHECK: "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xi32>
// CHECK: "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<32xi32>
// The copy of %x runs over the constant leaf (one iteration, [0, 1)) and j < 10.
// CHECK: upperBoundMap = #[[ONE:map[0-9]*]]}>
// CHECK: upperBoundMap = #[[TEN:map[0-9]*]]}>
// CHECK: "affine.apply"({{.*}}) <{map = #[[OLD]]}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[NEW]]}>
// CHECK: "func.call"
