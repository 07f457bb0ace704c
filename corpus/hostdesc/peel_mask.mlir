// HOSTMODEL: --vectorlane=4 --dma=descriptor
// A tile of 5 effective dims [2, 2, 2, 2, 8] (vlane split axis 4) with a masked MVIN on axis 3
// (box [0, 1), fill 0): peel-transfer peels dim 0 into an affine.for of rank-4 transfers on a
// subview, the mask moving to their axis 2; the MVOUT writes the whole tile.
memref.global @X_spad : memref<2x2x2x2x8xf32, 1>
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x2x2x2x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c0, %c2, %c1, %c0, %c1) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64, masked_axes = [3], masked_fill = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
  // one lane's share of 2x2x2x2x8: 32 elements
  %s_lane = memref.collapse_shape %s [[0, 1, 2, 3, 4]] : memref<2x2x2x2x8xf32, 1> into memref<128xf32, 1>
  affine.for %l = 0 to 32 step 16 {
    %v = affine.vector_load %s_lane[%l] : memref<128xf32, 1>, vector<16xf32>
    %a = arith.constant dense<0.2> : vector<16xf32>
    %b = arith.constant dense<-1.0> : vector<16xf32>
    %m = arith.mulf %v, %a : vector<16xf32>
    %r = arith.addf %m, %b : vector<16xf32>
    affine.vector_store %r, %s_lane[%l] : memref<128xf32, 1>, vector<16xf32>
  }
  %tag2 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag2, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
