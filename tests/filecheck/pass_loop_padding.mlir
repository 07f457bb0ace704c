// RUN: --passes=loop-padding --emit=mlir
// X[5, 100] -> Y in [4, 64] tiles (pipeline.md §2.3-§2.6).  Post-order:
// the column loop (0 to 100 step 64) pads to 128 first: its IV's
// coefficient is 1, so d0 * 100 -> d0 * 128 (100 / 100 * 128), the buffers
// memref<500> -> <(500 / 100) * 128 = 640>, dram_stride [100, 1] -> [128, 1];
// then the row loop (0 to 5 step 4) pads to 8: its coefficient is now 128,
// nothing is larger, the map stays, memref<640> -> <(640 / 5) * 8 = 1024>.
// @wrapper_kernel keeps the original signature; per padded argument, in
// reverse discovery order at the start: an unused index 0, the zero, the
// alloc and its fill; then the copy-in nests over the ORIGINAL ranges
// (i < 5, j < 100, step 1) from X[i * 100 + j] to the alloc at
// i * 128 + j, the call with the allocs, and the copy-out nests.
#map0 = affine_map<(d0, d1) -> (d0 * 100 + d1)>
memref.global @X_spad : memref<4x64xf32, 1>
func.func @kernel(%X: memref<500xf32>, %Y: memref<500xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tag0 = memref.alloc() : memref<1xi32>
  %tag1 = memref.alloc() : memref<1xi32>
  %xs = memref.get_global @X_spad : memref<4x64xf32, 1>
  affine.for %i = 0 to 5 step 4 {
    affine.for %j = 0 to 100 step 64 {
      %d = affine.apply #map0(%i, %j)
      memref.dma_start %X[%d], %xs[%c0, %c0], %c2, %tag0[%c0], %c1, %c1 : memref<500xf32>, memref<4x64xf32, 1>, memref<1xi32> {dram_stride = [100, 1], sram_stride = [64, 1], padding = 0}
      memref.dma_start %xs[%c0, %c0], %Y[%d], %c3, %tag1[%c0], %c1, %c1 : memref<4x64xf32, 1>, memref<500xf32>, memref<1xi32> {dram_stride = [100, 1], sram_stride = [64, 1], padding = 0}
    } {outer_loop = true}
  } {outer_loop = true}
  return
}

// CHECK-DAG: #[[ID:map[0-9]*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[PRE:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 100 + d1)>
// CHECK-DAG: #[[POST:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 128 + d1)>
// CHECK-DAG: #[[UB8:map[0-9]*]] = affine_map<() -> (8)>
// CHECK-DAG: #[[UB128:map[0-9]*]] = affine_map<() -> (128)>
// CHECK-DAG: #[[UB5:map[0-9]*]] = affine_map<() -> (5)>
// CHECK-DAG: #[[UB100:map[0-9]*]] = affine_map<() -> (100)>
// CHECK: "func.func"() <{function_type = (memref<1024xf32>, memref<1024xf32>) -> (), sym_name = "kernel"}>
// CHECK: step = 4 : index, upperBoundMap = #[[UB8]]}>
// CHECK: step = 64 : index, upperBoundMap = #[[UB128]]}>
// CHECK-NEXT: ^bb0(%[[J:arg[0-9]+]]: index):
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%{{arg[0-9]+}}, %[[J]]) <{map = #[[POST]]}>
// CHECK-NEXT: "memref.dma_start"(%{{arg[0-9]+}}, %[[D]], {{.*}}) {dram_stride = [128, 1], padding = 0 : i64, sram_stride = [64, 1]} : (memref<1024xf32>, index,
// CHECK-NEXT: "memref.dma_start"({{.*}}) {dram_stride = [128, 1], padding = 0 : i64, sram_stride = [64, 1]} : (memref<4x64xf32, 1>, index, index, memref<1024xf32>,
// CHECK: "func.func"() <{function_type = (memref<500xf32>, memref<500xf32>) -> (), sym_name = "wrapper_kernel"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<500xf32>, %arg1: memref<500xf32>):
// The group of Y (discovered second) comes first.
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[ZY:[0-9]+]] = "arith.constant"() <{value = 0.000000e+00 : f32}>
// CHECK-NEXT: %[[BY:[0-9]+]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1024xf32>
// CHECK-NEXT: "linalg.fill"(%[[ZY]], %[[BY]]) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%[[IN:arg[0-9]+]]: f32, %{{arg[0-9]+}}: f32):
// CHECK-NEXT: "linalg.yield"(%[[IN]]) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<1024xf32>) -> ()
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[ZX:[0-9]+]] = "arith.constant"() <{value = 0.000000e+00 : f32}>
// CHECK-NEXT: %[[BX:[0-9]+]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1024xf32>
// CHECK-NEXT: "linalg.fill"(%[[ZX]], %[[BX]])
// Copy-in of X: i < 5, j < 100, X[i * 100 + j] -> BX[i * 128 + j].
// CHECK: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[UB5]]}> ({
// CHECK-NEXT: ^bb0(%[[I1:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[UB100]]}> ({
// CHECK-NEXT: ^bb0(%[[J1:arg[0-9]+]]: index):
// CHECK-NEXT: %[[P:[0-9]+]] = "affine.apply"(%[[I1]], %[[J1]]) <{map = #[[PRE]]}>
// CHECK-NEXT: %[[Q:[0-9]+]] = "affine.apply"(%[[I1]], %[[J1]]) <{map = #[[POST]]}>
// CHECK-NEXT: %[[V:[0-9]+]] = "affine.load"(%arg0, %[[P]]) <{map = #[[ID]]}> : (memref<500xf32>, index) -> f32
// CHECK-NEXT: "affine.store"(%[[V]], %[[BX]], %[[Q]]) <{map = #[[ID]]}> : (f32, memref<1024xf32>, index) -> ()
// Copy-in of Y (an output, copied like an input: L6 does, harmlessly).
// CHECK: "affine.load"(%arg1, %{{[0-9]+}}) <{map = #[[ID]]}> : (memref<500xf32>, index) -> f32
// CHECK: "func.call"(%[[BX]], %[[BY]]) <{callee = @kernel}> : (memref<1024xf32>, memref<1024xf32>) -> ()
// Copy-out: BX[i * 128 + j] -> X[i * 100 + j], then Y.
// CHECK: "affine.load"(%[[BX]], %{{[0-9]+}}) <{map = #[[ID]]}> : (memref<1024xf32>, index) -> f32
// CHECK-NEXT: "affine.store"(%{{[0-9]+}}, %arg0, %{{[0-9]+}})
// CHECK: "affine.load"(%[[BY]], %{{[0-9]+}})
// CHECK-NEXT: "affine.store"(%{{[0-9]+}}, %arg1, %{{[0-9]+}})
// CHECK: "func.return"() : () -> ()
