// HOSTMODEL: --vectorlane=4 --dma=descriptor
// Masks on every axis of a 2x4x8 tile (vlane split axis 2): the MVIN is masked on axis 2 with
// box [2, 8) and fill -1.0 (0xBF800000, given as the sign-extended i64 -1082130432), the MVOUT
// on axes 0 and 1 with boxes [1, 2) and [1, 3) (non-zero lows): every other element of y keeps
// what it held.
memref.global @X_spad : memref<2x4x8xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %s = memref.get_global @X_spad : memref<2x4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c0, %c2, %c1, %c2, %c8) {dma_kind = "MVIN", vlane_split_axis = 2 : i64, dram_stride = [32, 8, 1], tile_stride = [32, 8, 1], padding = 0 : i64, masked_axes = [2], masked_fill = -1082130432 : i64} : (memref<64xf32>, index, memref<2x4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
  // one lane's share: 64 / 4 = 16 elements
  %s_lane = memref.collapse_shape %s [[0, 1, 2]] : memref<2x4x8xf32, 1> into memref<64xf32, 1>
  affine.for %l = 0 to 16 step 8 {
    %v = affine.vector_load %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
    %a = arith.constant dense<2.0> : vector<8xf32>
    %b = arith.constant dense<3.0> : vector<8xf32>
    %m = arith.mulf %v, %a : vector<8xf32>
    %r = arith.addf %m, %b : vector<8xf32>
    affine.vector_store %r, %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
  }
  %tag2 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag2, %c0, %c3, %c1, %c1, %c2, %c1, %c3) {dma_kind = "MVOUT", vlane_split_axis = 2 : i64, dram_stride = [32, 8, 1], tile_stride = [32, 8, 1], padding = 0 : i64, masked_axes = [0, 1], masked_fill = 0 : i64} : (memref<64xf32>, index, memref<2x4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index, index, index) -> ()
  return
}
