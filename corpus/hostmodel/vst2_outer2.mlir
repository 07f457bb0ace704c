// HOSTMODEL: --vectorlane=4
// [4, 16] f32, vlane stride 2 over 4 lanes: 8 columns per round, n_outerloop 2 (lane l holds columns 2l, 2l+1, 8+2l, 9+2l).
memref.global @X_spad : memref<4x16xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x16xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c1, %c2 : memref<64xf32>, memref<4x16xf32, 1>, memref<1xi32> {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [16, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x16: 16 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<4x16xf32, 1> into memref<64xf32, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x4 = affine.vector_load %s_lane1[%l1] : memref<64xf32, 1>, vector<16xf32>
    %a5 = arith.constant dense<2.0> : vector<16xf32>
    %b6 = arith.constant dense<1.0> : vector<16xf32>
    %m7 = arith.mulf %x4, %a5 : vector<16xf32>
    %y8 = arith.addf %m7, %b6 : vector<16xf32>
    affine.vector_store %y8, %s_lane1[%l1] : memref<64xf32, 1>, vector<16xf32>
  }
  %tag9 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag9[%c0], %c1, %c2 : memref<4x16xf32, 1>, memref<64xf32>, memref<1xi32> {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [16, 1]}
  memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
  return
}
