// HOSTMODEL: --vectorlane=4
// Indirect gather written as togsim.transfer: the offset operand (a memref.get_global of
// @IDX_spad, attr indirect = true, offset_stride = 8) becomes indirect_offset = @IDX_spad
// on the memref.dma_start (decompose-transfer v5), then CONFIG4.
memref.global @IDX_spad : memref<4x8xi32, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%table: memref<64xf32>, %idx: memref<32xi32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi32, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%idx, %c0, %I, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xi32>, index, memref<4x8xi32, 1>, index, memref<1xi32>, index, index) -> ()
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %I_lane1 = memref.collapse_shape %I [[0, 1]] : memref<4x8xi32, 1> into memref<32xi32, 1>
  affine.for %l1 = 0 to 8 step 8 {
    %x4 = affine.vector_load %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
    %k5 = arith.constant dense<7> : vector<8xi32>
    %r6 = arith.andi %x4, %k5 : vector<8xi32>
    affine.vector_store %r6, %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
  }
  %tag7 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%table, %c0, %D, %c0, %tag7, %c1, %c1, %I) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [0, 1], tile_stride = [8, 1], padding = 0 : i64, indirect = true, offset_stride = 8 : i64} : (memref<64xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, memref<4x8xi32, 1>) -> ()
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %D_lane2 = memref.collapse_shape %D [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l2 = 0 to 8 step 8 {
    %x10 = affine.vector_load %D_lane2[%l2] : memref<32xf32, 1>, vector<8xf32>
    %a11 = arith.constant dense<1.0> : vector<8xf32>
    %b12 = arith.constant dense<-2.0> : vector<8xf32>
    %m13 = arith.mulf %x10, %a11 : vector<8xf32>
    %y14 = arith.addf %m13, %b12 : vector<8xf32>
    affine.vector_store %y14, %D_lane2[%l2] : memref<32xf32, 1>, vector<8xf32>
  }
  %tag15 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %D, %c0, %tag15, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
