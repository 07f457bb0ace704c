// HOSTMODEL: --vectorlane=4 --dma=descriptor
// Masked MVIN on axis 1, the vlane split axis, with a fill value: a 4x6 tensor into a 4x8
// tile, columns [0, 6) read, columns 6 and 7 filled with 7.0 (masked_fill = 0x40E00000, the
// bits of 7.0f).  The MVOUT is not masked: the whole 4x8 tile goes out, fill included.
memref.global @X_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<24xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c0, %c2, %c1, %c0, %c6) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [6, 1], tile_stride = [8, 1], padding = 0 : i64, masked_axes = [1], masked_fill = 1088421888 : i64} : (memref<24xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
  %s_lane = memref.collapse_shape %s [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l = 0 to 8 step 8 {
    %v = affine.vector_load %s_lane[%l] : memref<32xf32, 1>, vector<8xf32>
    %a = arith.constant dense<2.0> : vector<8xf32>
    %b = arith.constant dense<3.0> : vector<8xf32>
    %m = arith.mulf %v, %a : vector<8xf32>
    %r = arith.addf %m, %b : vector<8xf32>
    affine.vector_store %r, %s_lane[%l] : memref<32xf32, 1>, vector<8xf32>
  }
  %tag2 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag2, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
