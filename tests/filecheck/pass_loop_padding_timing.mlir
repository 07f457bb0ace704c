// RUN: --passes=loop-padding --timing --emit=mlir
// The timing build (`-test-loop-padding='timing_mode=1'`, §2.6): the padded
// buffers are still allocated and filled, nothing is copied; the call gets
// the allocs.  padding = 1 (-inf, pipeline.md §7.2): the fill is -inf, not
// L6's zero (docs/passes.md).
memref.global @buf0_spad : memref<64xf32, 1>
func.func @kernel(%in: memref<100xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @buf0_spad : memref<64xf32, 1>
  affine.for %i = 0 to 100 step 64 {
    memref.dma_start %in[%i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<100xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 1}
  } {outer_loop = true}
  return
}

// CHECK: "func.func"() <{function_type = (memref<128xf32>) -> (), sym_name = "kernel"}>
// CHECK: "func.func"() <{function_type = (memref<100xf32>) -> (), sym_name = "wrapper_kernel"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<100xf32>):
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0xFF800000 : f32}>
// CHECK-NEXT: %[[B:[0-9]+]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<128xf32>
// CHECK-NEXT: "linalg.fill"(%[[Z]], %[[B]])
// CHECK-NOT: "affine.for"
// CHECK: "func.call"(%[[B]]) <{callee = @kernel}> : (memref<128xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
