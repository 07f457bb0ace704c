// HOSTMODEL: --vectorlane=2
// x.permute(2, 1, 0) as PyTorchSim emits a permute (transfer.md §1.4 Ex. 5 in small): the
// tile [1, 1, 4, 3, 2] walks the output's axes; the MVIN reads x (2x3x4) with dram_stride
// [24, 24, 1, 4, 12], the MVOUT writes y (4x3x2) row-major.  Unit dims collapse
// ([[0, 1, 2], [3], [4]]); split axis 2 (extent 4) over 2 lanes, n_outerloop 2.
memref.global @X_spad : memref<1x1x4x3x2xf32, 1>
func.func @kernel(%x: memref<24xf32>, %y: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<1x1x4x3x2xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 2 : i64, dram_stride = [24, 24, 1, 4, 12], tile_stride = [24, 24, 6, 2, 1], padding = 0 : i64} : (memref<24xf32>, index, memref<1x1x4x3x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
  // one lane's share of 1x1x4x3x2: 12 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1, 2, 3, 4]] : memref<1x1x4x3x2xf32, 1> into memref<24xf32, 1>
  affine.for %l1 = 0 to 12 step 12 {
    %x7 = affine.vector_load %s_lane1[%l1] : memref<24xf32, 1>, vector<12xf32>
    %a8 = arith.constant dense<2.0> : vector<12xf32>
    %b9 = arith.constant dense<0.0> : vector<12xf32>
    %m10 = arith.mulf %x7, %a8 : vector<12xf32>
    %y11 = arith.addf %m10, %b9 : vector<12xf32>
    affine.vector_store %y11, %s_lane1[%l1] : memref<24xf32, 1>, vector<12xf32>
  }
  %tag12 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag12, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 2 : i64, dram_stride = [24, 24, 6, 2, 1], tile_stride = [24, 24, 6, 2, 1], padding = 0 : i64} : (memref<24xf32>, index, memref<1x1x4x3x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
