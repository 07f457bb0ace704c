// HOSTMODEL: --vectorlane=4
// Indirect gather from a 16x16 table, offset_stride 16, DRAM origin at column 4, split
// axis 0 over 4 lanes (one row per lane): element (i, j) reads table[4 + j + idx(i, j) * 16].
memref.global @IDX_spad : memref<4x8xi32, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%table: memref<256xf32>, %idx: memref<32xi32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi32, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %idx[%c0], %I[%c0, %c0], %c2, %tag1[%c0], %c0, %c1 : memref<32xi32>, memref<4x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %I_lane1 = memref.collapse_shape %I [[0, 1]] : memref<4x8xi32, 1> into memref<32xi32, 1>
  affine.for %l1 = 0 to 8 step 8 {
    %x4 = affine.vector_load %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
    %k5 = arith.constant dense<15> : vector<8xi32>
    %r6 = arith.andi %x4, %k5 : vector<8xi32>
    affine.vector_store %r6, %I_lane1[%l1] : memref<32xi32, 1>, vector<8xi32>
  }
  %tag7 = memref.alloc() : memref<1xi32>
  memref.dma_start %table[%c4], %D[%c0, %c0], %c1, %tag7[%c0], %c0, %c1 : memref<256xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [8, 1], indirect_offset = @IDX_spad, offset_stride = 16 : i64}
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
  memref.dma_start %D[%c0, %c0], %y[%c0], %c3, %tag15[%c0], %c0, %c1 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag15[%c0], %c1 : memref<1xi32>
  return
}
