// HOSTMODEL: --vectorlane=4
// [2, 3, 16] f32, split axis 2, vlane stride 2 over 4 lanes: blocks of 2, n_outerloop 2.
memref.global @X_spad : memref<2x3x16xf32, 1>
func.func @kernel(%x: memref<96xf32>, %y: memref<96xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x3x16xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0], %c2, %tag1[%c0], %c2, %c2 : memref<96xf32>, memref<2x3x16xf32, 1>, memref<1xi32> {dram_stride = [48, 16, 1], padding = 0 : i64, sram_stride = [48, 16, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 2x3x16: 24 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1, 2]] : memref<2x3x16xf32, 1> into memref<96xf32, 1>
  affine.for %l1 = 0 to 24 step 8 {
    %x5 = affine.vector_load %s_lane1[%l1] : memref<96xf32, 1>, vector<8xf32>
    %a6 = arith.constant dense<2.0> : vector<8xf32>
    %b7 = arith.constant dense<1.0> : vector<8xf32>
    %m8 = arith.mulf %x5, %a6 : vector<8xf32>
    %y9 = arith.addf %m8, %b7 : vector<8xf32>
    affine.vector_store %y9, %s_lane1[%l1] : memref<96xf32, 1>, vector<8xf32>
  }
  %tag10 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0], %y[%c0], %c3, %tag10[%c0], %c2, %c2 : memref<2x3x16xf32, 1>, memref<96xf32>, memref<1xi32> {dram_stride = [48, 16, 1], padding = 0 : i64, sram_stride = [48, 16, 1]}
  memref.dma_wait %tag10[%c0], %c1 : memref<1xi32>
  return
}
