// HOSTMODEL: --vectorlane=4 --dma=descriptor
// Masked MVIN and MVOUT on axis 0: a 6x8 tensor in 4x8 tiles (tile loop 0..8 step 4).  The
// second tile has rows 4..7, of which 6 and 7 lie past the tensor: the (low, high) clamp
// [0, min(4, 6 - 4 ti)) keeps the MVIN from reading them and the MVOUT from writing them.
memref.global @X_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<48xf32>, %y: memref<48xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  affine.for %ti = 0 to 2 {
    %d = affine.apply affine_map<(a) -> (a * 32)>(%ti)
    %hi = affine.min affine_map<(a) -> (4, a * -4 + 6)>(%ti)
    %tag1 = memref.alloc() : memref<1xi32>
    "togsim.transfer"(%x, %d, %s, %c0, %tag1, %c0, %c2, %c1, %c0, %hi) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64, masked_axes = [0], masked_fill = 0 : i64} : (memref<48xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
    // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
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
    "togsim.transfer"(%y, %d, %s, %c0, %tag2, %c0, %c3, %c1, %c0, %hi) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64, masked_axes = [0], masked_fill = 0 : i64} : (memref<48xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
    "togsim.wait"(%tag2, %c0, %c1) : (memref<1xi32>, index, index) -> ()
  }
  return
}
