// HOSTMODEL: --vectorlane=2
// [8, 4] f32, split axis 0 with vlane stride 2 over 2 lanes: rows in blocks of 2, n_outerloop 2.
memref.global @X_spad : memref<8x4xf32, 1>
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<8x4xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c0, %c2 : memref<32xf32>, memref<8x4xf32, 1>, memref<1xi32> {dram_stride = [4, 1], padding = 0 : i64, sram_stride = [4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 8x4: 16 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<8x4xf32, 1> into memref<32xf32, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x4 = affine.vector_load %s_lane1[%l1] : memref<32xf32, 1>, vector<16xf32>
    %a5 = arith.constant dense<2.0> : vector<16xf32>
    %b6 = arith.constant dense<-3.0> : vector<16xf32>
    %m7 = arith.mulf %x4, %a5 : vector<16xf32>
    %y8 = arith.addf %m7, %b6 : vector<16xf32>
    affine.vector_store %y8, %s_lane1[%l1] : memref<32xf32, 1>, vector<16xf32>
  }
  %tag9 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag9[%c0], %c0, %c2 : memref<8x4xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [4, 1], padding = 0 : i64, sram_stride = [4, 1]}
  memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
  return
}
