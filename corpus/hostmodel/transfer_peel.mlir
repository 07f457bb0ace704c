// HOSTMODEL: --vectorlane=4
// togsim.transfer of a tile with 5 effective dims [2, 2, 2, 2, 8]: decompose-transfer peels
// dim 0 into an affine.for; each slice is a rank-4 memref.subview whose lane-banked offset
// iv * 16 (= 64 / 8 * 2: 8 split elements over 4 lanes, n_outerloop 2) is the last SRAM index.
memref.global @X_spad : memref<2x2x2x2x8xf32, 1>
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x2x2x2x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  // one lane's share of 2x2x2x2x8: 32 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1, 2, 3, 4]] : memref<2x2x2x2x8xf32, 1> into memref<128xf32, 1>
  affine.for %l1 = 0 to 32 step 16 {
    %x7 = affine.vector_load %s_lane1[%l1] : memref<128xf32, 1>, vector<16xf32>
    %a8 = arith.constant dense<0.2> : vector<16xf32>
    %b9 = arith.constant dense<-1.0> : vector<16xf32>
    %m10 = arith.mulf %x7, %a8 : vector<16xf32>
    %y11 = arith.addf %m10, %b9 : vector<16xf32>
    affine.vector_store %y11, %s_lane1[%l1] : memref<128xf32, 1>, vector<16xf32>
  }
  %tag12 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag12, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
