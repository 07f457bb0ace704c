// HOSTMODEL: --vectorlane=4
// i8 elements (1-byte DMA): [4, 32] tile, split axis 1 over 4 lanes (n_outerloop 8); y = x * 5 - 7 (wrapping).
memref.global @X_spad : memref<4x32xi8, 1>
func.func @kernel(%x: memref<128xi8>, %y: memref<128xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x32xi8, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<128xi8>, memref<4x32xi8, 1>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [32, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x32: 32 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<4x32xi8, 1> into memref<128xi8, 1>
  affine.for %l1 = 0 to 32 step 16 {
    %x4 = affine.vector_load %s_lane1[%l1] : memref<128xi8, 1>, vector<16xi8>
    %a5 = arith.constant dense<5> : vector<16xi8>
    %b6 = arith.constant dense<-7> : vector<16xi8>
    %m7 = arith.muli %x4, %a5 : vector<16xi8>
    %y8 = arith.addi %m7, %b6 : vector<16xi8>
    affine.vector_store %y8, %s_lane1[%l1] : memref<128xi8, 1>, vector<16xi8>
  }
  %tag9 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag9[%c0], %c1, %c1 : memref<4x32xi8, 1>, memref<128xi8>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [32, 1]}
  memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
  return
}
