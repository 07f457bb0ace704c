// HOSTMODEL: --vectorlane=2
// Indirect gather of f16 with an i8 index buffer (CONFIG4 esize 1): split axis 1 over 2
// lanes (n_outerloop 4).
memref.global @IDX_spad : memref<4x8xi8, 1>
memref.global @D_spad : memref<4x8xf16, 1>
func.func @kernel(%table: memref<64xf16>, %idx: memref<32xi8>, %y: memref<32xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi8, 1>
  %D = memref.get_global @D_spad : memref<4x8xf16, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %idx[%c0], %I[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<32xi8>, memref<4x8xi8, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 16 elements, as every lane runs this on its own bank
  %I_lane1 = memref.collapse_shape %I [[0, 1]] : memref<4x8xi8, 1> into memref<32xi8, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x4 = affine.vector_load %I_lane1[%l1] : memref<32xi8, 1>, vector<16xi8>
    %k5 = arith.constant dense<7> : vector<16xi8>
    %r6 = arith.andi %x4, %k5 : vector<16xi8>
    affine.vector_store %r6, %I_lane1[%l1] : memref<32xi8, 1>, vector<16xi8>
  }
  %tag7 = memref.alloc() : memref<1xi32>
  memref.dma_start %table[%c0], %D[%c0, %c0], %c1, %tag7[%c0], %c1, %c1 : memref<64xf16>, memref<4x8xf16, 1>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [8, 1], indirect_offset = @IDX_spad, offset_stride = 8 : i64}
  memref.dma_wait %tag7[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 16 elements, as every lane runs this on its own bank
  %D_lane2 = memref.collapse_shape %D [[0, 1]] : memref<4x8xf16, 1> into memref<32xf16, 1>
  affine.for %l2 = 0 to 16 step 16 {
    %x10 = affine.vector_load %D_lane2[%l2] : memref<32xf16, 1>, vector<16xf16>
    %a11 = arith.constant dense<2.0> : vector<16xf16>
    %b12 = arith.constant dense<1.0> : vector<16xf16>
    %m13 = arith.mulf %x10, %a11 : vector<16xf16>
    %y14 = arith.addf %m13, %b12 : vector<16xf16>
    affine.vector_store %y14, %D_lane2[%l2] : memref<32xf16, 1>, vector<16xf16>
  }
  %tag15 = memref.alloc() : memref<1xi32>
  memref.dma_start %D[%c0, %c0], %y[%c0], %c3, %tag15[%c0], %c1, %c1 : memref<4x8xf16, 1>, memref<32xf16>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag15[%c0], %c1 : memref<1xi32>
  return
}
