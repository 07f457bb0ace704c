// HOSTMODEL: --vectorlane=2
// i64 elements (8-byte DMA): [2, 4, 4] tile, split axis 2 over 2 lanes.
memref.global @X_spad : memref<2x4x4xi64, 1>
func.func @kernel(%x: memref<32xi64>, %y: memref<32xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x4x4xi64, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0], %c2, %tag1[%c0], %c2, %c1 : memref<32xi64>, memref<2x4x4xi64, 1>, memref<1xi32> {dram_stride = [16, 4, 1], padding = 0 : i64, sram_stride = [16, 4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 2x4x4: 16 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1, 2]] : memref<2x4x4xi64, 1> into memref<32xi64, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x5 = affine.vector_load %s_lane1[%l1] : memref<32xi64, 1>, vector<16xi64>
    %a6 = arith.constant dense<-3> : vector<16xi64>
    %b7 = arith.constant dense<11> : vector<16xi64>
    %m8 = arith.muli %x5, %a6 : vector<16xi64>
    %y9 = arith.addi %m8, %b7 : vector<16xi64>
    affine.vector_store %y9, %s_lane1[%l1] : memref<32xi64, 1>, vector<16xi64>
  }
  %tag10 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0], %y[%c0], %c3, %tag10[%c0], %c2, %c1 : memref<2x4x4xi64, 1>, memref<32xi64>, memref<1xi32> {dram_stride = [16, 4, 1], padding = 0 : i64, sram_stride = [16, 4, 1]}
  memref.dma_wait %tag10[%c0], %c1 : memref<1xi32>
  return
}
