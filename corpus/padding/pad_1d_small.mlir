// A 2-element tensor in one 512-wide tile (affine.for %i = 0 to 2 step 512),
// as PyTorchSim's codegen writes it: MVIN to the scratchpad, compute,
// MVOUT.  Unpadded, the DMAs would move 512 elements of a 2-element
// buffer; loop padding makes the buffers 512 long and @wrapper_kernel
// copies the 2 elements in and out.
// PAD-IN: a0 = rng.standard_normal(2).astype(np.float32)
// PAD-IN: a1 = np.zeros(2, np.float32)
// PAD-EXPECT: a1 = a0 * np.float32(2) + np.float32(1)
memref.global @buf0_spad : memref<512xf32, 1>
memref.global @buf1_spad : memref<512xf32, 1>
func.func @kernel(%in_ptr0: memref<2xf32>, %out_ptr0: memref<2xf32>) {
  %const0 = arith.constant 0 : index
  %const1 = arith.constant 2 : index
  %const2 = arith.constant 3 : index
  %alloc0 = memref.alloc() : memref<1xi32>
  %alloc1 = memref.alloc() : memref<1xi32>
  %spad0 = memref.get_global @buf0_spad : memref<512xf32, 1>
  %spad1 = memref.get_global @buf1_spad : memref<512xf32, 1>
  affine.for %index0 = 0 to 2 step 512 {
    memref.dma_start %in_ptr0[%index0], %spad0[%const0], %const1, %alloc0[%const0], %const0, %const1 : memref<2xf32>, memref<512xf32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    affine.for %compute_idx = 0 to 512 step 4 {
      %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<512xf32, 1>, vector<4xf32>
      %tmp1 = arith.constant 2.0 : f32
      %tmp2 = vector.broadcast %tmp1 : f32 to vector<4xf32>
      %tmp3 = arith.mulf %tmp0, %tmp2 : vector<4xf32>
      %tmp4 = arith.constant 1.0 : f32
      %tmp5 = vector.broadcast %tmp4 : f32 to vector<4xf32>
      %tmp6 = arith.addf %tmp3, %tmp5 : vector<4xf32>
      affine.vector_store %tmp6, %spad1[%compute_idx] : memref<512xf32, 1>, vector<4xf32>
    } {inner_loop=false}
    memref.dma_start %spad1[%const0], %out_ptr0[%index0], %const2, %alloc1[%const0], %const0, %const1 : memref<512xf32, 1>, memref<2xf32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
  } {outer_loop=true}
  return
}
