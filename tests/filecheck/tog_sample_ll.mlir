// RUN: --timing --emit=ll
// The sample-mode object's IR (tog.md §4.3): the tile loop runs once (its
// latch adds 256, its bound is 256), the compute region is bracketed by
// `call void asm sideeffect` markers, and the timing lowering erased every
// DMA: no Gemmini instruction (CUSTOM_1) is left.
// CHECK-LABEL: define void @kernel(
// CHECK: %[[IV:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %{{[0-9]+}} ]
// CHECK-NEXT: icmp slt i64 %[[IV]], 256
// CHECK: call void asm sideeffect ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", "~{a0},~{memory}"()
// CHECK: call <2 x float> @llvm.riscv.sf.vc.v.iv.se
// CHECK: call void asm sideeffect ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", "~{a0},~{memory}"()
// CHECK-NEXT: %[[NEXT]] = add i64 %[[IV]], 256
// CHECK-NOT: CUSTOM_1
// CHECK-LABEL: define void @wrapper_kernel(
// CHECK-NOT: CUSTOM_
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
