// HOSTMODEL: --vectorlane=4
// togsim.transfer (layout B) of [4, 8] tiles of an 8x16 tensor in a tile loop; raw rank 2:
// decompose-transfer makes one memref.dma_start per transfer (transfer.md §2.4.0).
memref.global @X_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  affine.for %ti = 0 to 2 {
    affine.for %tj = 0 to 2 {
      %d = affine.apply affine_map<(a, b) -> (a * 64 + b * 8)>(%ti, %tj)
      %tag1 = memref.alloc() : memref<1xi32>
      "togsim.transfer"(%x, %d, %s, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [16, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
      // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
      %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
      affine.for %l1 = 0 to 8 step 8 {
        %x4 = affine.vector_load %s_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
        %a5 = arith.constant dense<2.0> : vector<8xf32>
        %b6 = arith.constant dense<3.0> : vector<8xf32>
        %m7 = arith.mulf %x4, %a5 : vector<8xf32>
        %y8 = arith.addf %m7, %b6 : vector<8xf32>
        affine.vector_store %y8, %s_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
      }
      %tag9 = memref.alloc() : memref<1xi32>
      "togsim.transfer"(%y, %d, %s, %c0, %tag9, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [16, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
    }
  }
  return
}
