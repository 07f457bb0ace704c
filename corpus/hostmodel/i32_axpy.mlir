// HOSTMODEL: --vectorlane=4
// i32 elements: [8, 8] tile, split axis 0, vlane stride 2 over 4 lanes; y = x * 3 + 5 (wrapping).
memref.global @X_spad : memref<8x8xi32, 1>
func.func @kernel(%x: memref<64xi32>, %y: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<8x8xi32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c0, %c2 : memref<64xi32>, memref<8x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 8x8: 16 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<8x8xi32, 1> into memref<64xi32, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x4 = affine.vector_load %s_lane1[%l1] : memref<64xi32, 1>, vector<16xi32>
    %a5 = arith.constant dense<3> : vector<16xi32>
    %b6 = arith.constant dense<5> : vector<16xi32>
    %m7 = arith.muli %x4, %a5 : vector<16xi32>
    %y8 = arith.addi %m7, %b6 : vector<16xi32>
    affine.vector_store %y8, %s_lane1[%l1] : memref<64xi32, 1>, vector<16xi32>
  }
  %tag9 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag9[%c0], %c0, %c2 : memref<8x8xi32, 1>, memref<64xi32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
  return
}
