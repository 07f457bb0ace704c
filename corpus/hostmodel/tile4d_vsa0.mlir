// HOSTMODEL: --vectorlane=2
// 4-D tile [4, 2, 3, 4] f32, vlane split axis 0, vlane stride 1, 2 lanes: MVIN, y = x * 2.0 + 1.0 on the scratchpad, MVOUT.
memref.global @X_spad : memref<4x2x3x4xf32, 1>
func.func @kernel(%x: memref<96xf32>, %y: memref<96xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x2x3x4xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0, %c0], %c2, %tag1[%c0], %c0, %c1 : memref<96xf32>, memref<4x2x3x4xf32, 1>, memref<1xi32> {dram_stride = [24, 12, 4, 1], padding = 0 : i64, sram_stride = [24, 12, 4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x2x3x4: 48 elements, as every lane runs this on its own bank
  %s_lane1 = memref.collapse_shape %s [[0, 1, 2, 3]] : memref<4x2x3x4xf32, 1> into memref<96xf32, 1>
  affine.for %l1 = 0 to 48 step 16 {
    %x6 = affine.vector_load %s_lane1[%l1] : memref<96xf32, 1>, vector<16xf32>
    %a7 = arith.constant dense<2.0> : vector<16xf32>
    %b8 = arith.constant dense<1.0> : vector<16xf32>
    %m9 = arith.mulf %x6, %a7 : vector<16xf32>
    %y10 = arith.addf %m9, %b8 : vector<16xf32>
    affine.vector_store %y10, %s_lane1[%l1] : memref<96xf32, 1>, vector<16xf32>
  }
  %tag11 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0, %c0], %y[%c0], %c3, %tag11[%c0], %c0, %c1 : memref<4x2x3x4xf32, 1>, memref<96xf32>, memref<1xi32> {dram_stride = [24, 12, 4, 1], padding = 0 : i64, sram_stride = [24, 12, 4, 1]}
  memref.dma_wait %tag11[%c0], %c1 : memref<1xi32>
  return
}
