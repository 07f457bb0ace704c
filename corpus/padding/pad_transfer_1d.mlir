// The newest codegen's togsim.transfer (reconstructed/togsim_exp2_16x16.mlir's
// form): 100 elements in 64-wide tiles.  decompose-transfer makes the
// memref.dma_start first, then loop padding pads 0 to 100 step 64 to 128.
// y = x - 3.
// PAD-IN: a0 = rng.standard_normal(100).astype(np.float32)
// PAD-IN: a1 = np.zeros(100, np.float32)
// PAD-EXPECT: a1 = a0 - np.float32(3)
memref.global @buf0_spad : memref<64xf32, 1>
memref.global @buf1_spad : memref<64xf32, 1>
func.func @kernel(%in_ptr0: memref<100xf32>, %out_ptr0: memref<100xf32>) {
  %const0 = arith.constant 0 : index
  %const1 = arith.constant 2 : index
  %const2 = arith.constant 3 : index
  %alloc0 = memref.alloc() : memref<1xi32>
  %alloc1 = memref.alloc() : memref<1xi32>
  %spad0 = memref.get_global @buf0_spad : memref<64xf32, 1>
  %spad1 = memref.get_global @buf1_spad : memref<64xf32, 1>
  %c1 = arith.constant 1 : index
  affine.for %index0 = 0 to 100 step 64 {
    "togsim.transfer"(%in_ptr0, %index0, %spad0, %const0, %alloc0, %const1, %c1) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<100xf32>, index, memref<64xf32, 1>, index, memref<1xi32>, index, index) -> ()
    affine.for %compute_idx = 0 to 64 step 16 {
      %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<64xf32, 1>, vector<16xf32>
      %tmp1 = arith.constant dense<3.0> : vector<16xf32>
      %tmp2 = arith.subf %tmp0, %tmp1 : vector<16xf32>
      affine.vector_store %tmp2, %spad1[%compute_idx] : memref<64xf32, 1>, vector<16xf32>
    } {inner_loop=false}
    "togsim.transfer"(%out_ptr0, %index0, %spad1, %const0, %alloc1, %const2, %c1) {dma_kind = "MVOUT", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<100xf32>, index, memref<64xf32, 1>, index, memref<1xi32>, index, index) -> ()
  } {outer_loop=true}
  return
}
