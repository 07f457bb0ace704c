// RUN: --timing --stop-after=build-tog
// The timing chain up to build-tog on a code-generator kernel (what
// PyTorchSim writes to K_sample_custom.mlir): loop padding in timing mode
// (the wrapper only calls @kernel), lower-to-vcix (math.exp -> vcix.v.iv),
// then the sample mutation: the tile loop 0 to 256 step 64 gets step 256
// (one iteration), the role-less compute loop keeps step 2 (it runs fully,
// inside the bracket), the DMAs are still there.
// CHECK: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #{{map[0-9]*}}}> ({
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "memref.dma_start"
// CHECK-NEXT: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> {compute_type = "VectorCompute"} : () -> ()
// CHECK-NEXT: "affine.for"() <{{.*}}step = 2 : index{{.*}}}> ({
// CHECK: "vcix.v.iv"
// CHECK: }) {inner_loop = false} : () -> ()
// CHECK-NEXT: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
// CHECK-NEXT: "memref.dma_start"
// CHECK: sym_name = "wrapper_kernel"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "func.call"
// CHECK-NEXT: "func.return"
memref.global @buf0_spad : memref<64xf32, 1>
memref.global @buf1_spad : memref<64xf32, 1>
func.func @kernel(%in_ptr0: memref<256xf32>, %out_ptr0: memref<256xf32>) {
  %const0 = arith.constant 0 : index
  %const1 = arith.constant 2 : index
  %const2 = arith.constant 3 : index
  %alloc0 = memref.alloc() : memref<1xi32>
  %alloc1 = memref.alloc() : memref<1xi32>
  %spad0 = memref.get_global @buf0_spad : memref<64xf32, 1>
  %spad1 = memref.get_global @buf1_spad : memref<64xf32, 1>
  affine.for %index0 = 0 to 256 step 64 {
    memref.dma_start %in_ptr0[%index0], %spad0[%const0], %const1, %alloc0[%const0], %const0, %const1 : memref<256xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
    affine.for %compute_idx = 0 to 2 step 2 {
      %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<64xf32, 1>, vector<2xf32>
      %tmp1 = math.exp %tmp0 : vector<2xf32>
      affine.vector_store %tmp1, %spad1[%compute_idx] : memref<64xf32, 1>, vector<2xf32>
    } {inner_loop = false}
    memref.dma_start %spad1[%const0], %out_ptr0[%index0], %const2, %alloc1[%const0], %const0, %const1 : memref<64xf32, 1>, memref<256xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  } {outer_loop = true}
  return
}
