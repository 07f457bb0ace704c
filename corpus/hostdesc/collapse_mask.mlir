// HOSTMODEL: --vectorlane=4 --dma=descriptor
// A 5-D tile [1, 4, 1, 2, 8] of 3 effective dims: peel-transfer collapses it to [4, 2, 8]
// (groups [[0, 1], [2, 3], [4]]) and moves the masks to their groups: the MVOUT's clamp on
// axis 1 (box [1, 3)) becomes axis 0, on axis 4 (box [0, 5)) axis 2.
memref.global @X_spad : memref<1x4x1x2x8xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %s = memref.get_global @X_spad : memref<1x4x1x2x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [64, 16, 16, 8, 1], tile_stride = [64, 16, 16, 8, 1], padding = 0 : i64} : (memref<64xf32>, index, memref<1x4x1x2x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  %s_lane = memref.collapse_shape %s [[0, 1, 2, 3, 4]] : memref<1x4x1x2x8xf32, 1> into memref<64xf32, 1>
  affine.for %l = 0 to 16 step 8 {
    %v = affine.vector_load %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
    %a = arith.constant dense<2.0> : vector<8xf32>
    %b = arith.constant dense<3.0> : vector<8xf32>
    %m = arith.mulf %v, %a : vector<8xf32>
    %r = arith.addf %m, %b : vector<8xf32>
    affine.vector_store %r, %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
  }
  %tag2 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag2, %c0, %c3, %c1, %c1, %c3, %c0, %c5) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [64, 16, 16, 8, 1], tile_stride = [64, 16, 16, 8, 1], padding = 0 : i64, masked_axes = [1, 4], masked_fill = 0 : i64} : (memref<64xf32>, index, memref<1x4x1x2x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index, index, index) -> ()
  return
}
