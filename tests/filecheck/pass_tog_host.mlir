// RUN: --passes=build-tog --host-model --emit=mlir
// --host-model: the host cannot run the gem5 markers, so each is a call of
// @__ts_tog_marker(funct7, compute_type) (0x40 = 64 start, 0x41 = 65 end),
// which `tsrewrite run` counts; the module declares it once.
// CHECK: %[[F:.*]] = "arith.constant"() <{value = 64 : i64}> : () -> i64
// CHECK-NEXT: %[[T:.*]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F]], %[[T]]) <{callee = @__ts_tog_marker}> {compute_type = "VectorCompute"} : (i64, i64) -> ()
// CHECK-NEXT: "affine.vector_store"
// CHECK-NEXT: %[[E:.*]] = "arith.constant"() <{value = 65 : i64}> : () -> i64
// CHECK-NEXT: %[[T2:.*]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[E]], %[[T2]]) <{callee = @__ts_tog_marker}> : (i64, i64) -> ()
// CHECK-NOT: inline_asm
// CHECK: "func.func"() <{function_type = (i64, i64) -> (), sym_name = "__ts_tog_marker", sym_visibility = "private"}>
memref.global @Y_spad : memref<16x16xf32, 1>
func.func @kernel(%arg0: memref<256xf32>) {
  %Y = memref.get_global @Y_spad : memref<16x16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  %t = memref.alloc() : memref<1xi32>
  affine.for %m = 0 to 256 step 256 {
    affine.vector_store %zero, %Y[0, 0] : memref<16x16xf32, 1>, vector<16xf32>
    memref.dma_start %Y[%c0, %c0], %arg0[%m], %c3, %t[%c0], %c1, %c1 : memref<16x16xf32, 1>, memref<256xf32>, memref<1xi32> {dram_stride = [16, 1]}
  } {outer_loop = true}
  return
}
