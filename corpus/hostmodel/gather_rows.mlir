// HOSTMODEL: --vectorlane=4
// Indirect gather (CONFIG4): MVIN the i32 index argument into @IDX_spad (same [4, 8] layout
// as the data: split axis 1, 4 lanes), mask it to 0..7 on the scratchpad (random indices
// would be out of range), then MVIN2 the table with indirect_offset = @IDX_spad,
// offset_stride = 8 and dram_stride [0, 1]: element (i, j) reads table[j + idx(i, j) * 8].
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
  memref.dma_start %idx[%c0], %I[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<32xi32>, memref<4x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %I_lane1 = memref.collapse_shape %I [[0, 1]] : memref<4x8xi32, 1> into memref<32xi32, 1>
  affine.for %l1 = 0 to 8 step 8 {
    %x4 = affine.vector_load %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
    %k5 = arith.constant dense<7> : vector<8xi32>
    %r6 = arith.andi %x4, %k5 : vector<8xi32>
    affine.vector_store %r6, %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
  }
  %tag7 = memref.alloc() : memref<1xi32>
  memref.dma_start %table[%c0], %D[%c0, %c0], %c1, %tag7[%c0], %c1, %c1 : memref<64xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [8, 1], indirect_offset = @IDX_spad, offset_stride = 8 : i64}
  memref.dma_wait %tag7[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %D_lane2 = memref.collapse_shape %D [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l2 = 0 to 8 step 8 {
    %x10 = affine.vector_load %D_lane2[%l2] : memref<32xf32, 1>, vector<8xf32>
    %a11 = arith.constant dense<2.0> : vector<8xf32>
    %b12 = arith.constant dense<1.0> : vector<8xf32>
    %m13 = arith.mulf %x10, %a11 : vector<8xf32>
    %y14 = arith.addf %m13, %b12 : vector<8xf32>
    affine.vector_store %y14, %D_lane2[%l2] : memref<32xf32, 1>, vector<8xf32>
  }
  %tag15 = memref.alloc() : memref<1xi32>
  memref.dma_start %D[%c0, %c0], %y[%c0], %c3, %tag15[%c0], %c1, %c1 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag15[%c0], %c1 : memref<1xi32>
  return
}
