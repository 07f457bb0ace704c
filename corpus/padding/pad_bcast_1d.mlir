// Broadcast add (PyTorchSim's add_bcast, raw/add_bcast_1plus2_joon363.mlir,
// with a tile wider than the tensor): s[0] + v over 5 elements in one
// 8-wide tile.  The scalar's DMA (index %const0, dram_stride [0]) does not
// follow the padded loop: memref<1xf32> is not padded, and the wrapper
// passes it through.
// PAD-IN: a0 = rng.standard_normal(1).astype(np.float32)
// PAD-IN: a1 = rng.standard_normal(5).astype(np.float32)
// PAD-IN: a2 = np.zeros(5, np.float32)
// PAD-EXPECT: a2 = a0[0] + a1
memref.global @buf0_spad : memref<8xf32, 1>
memref.global @buf1_spad : memref<8xf32, 1>
memref.global @buf2_spad : memref<8xf32, 1>
func.func @kernel(%in_ptr0: memref<1xf32>, %in_ptr1: memref<5xf32>, %out_ptr0: memref<5xf32>) {
  %const0 = arith.constant 0 : index
  %const1 = arith.constant 2 : index
  %const2 = arith.constant 3 : index
  %alloc0 = memref.alloc() : memref<1xi32>
  %alloc1 = memref.alloc() : memref<1xi32>
  %alloc2 = memref.alloc() : memref<1xi32>
  %spad0 = memref.get_global @buf0_spad : memref<8xf32, 1>
  %spad1 = memref.get_global @buf1_spad : memref<8xf32, 1>
  %spad2 = memref.get_global @buf2_spad : memref<8xf32, 1>
  affine.for %index0 = 0 to 5 step 8 {
    memref.dma_start %in_ptr0[%const0], %spad0[%const0], %const1, %alloc0[%const0], %const0, %const1 : memref<1xf32>, memref<8xf32, 1>, memref<1xi32> {dram_stride=[0], sram_stride=[1], padding=0}
    memref.dma_start %in_ptr1[%index0], %spad1[%const0], %const1, %alloc1[%const0], %const0, %const1 : memref<5xf32>, memref<8xf32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    affine.for %compute_idx = 0 to 8 step 8 {
      %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<8xf32, 1>, vector<8xf32>
      %tmp1 = affine.vector_load %spad1[%compute_idx] : memref<8xf32, 1>, vector<8xf32>
      %tmp2 = arith.addf %tmp0, %tmp1 : vector<8xf32>
      affine.vector_store %tmp2, %spad2[%compute_idx] : memref<8xf32, 1>, vector<8xf32>
    } {inner_loop=false}
    memref.dma_start %spad2[%const0], %out_ptr0[%index0], %const2, %alloc2[%const0], %const0, %const1 : memref<8xf32, 1>, memref<5xf32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
  } {outer_loop=true}
  return
}
