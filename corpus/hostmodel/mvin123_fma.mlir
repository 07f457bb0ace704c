// HOSTMODEL: --vectorlane=8
// MVIN, MVIN2 and MVIN3 (funct7 2, 1, 14; config types 0, 1, 2) of three [8, 8] tiles
// over 8 lanes (n_outerloop 1); y = a * b + c on the scratchpad; MVOUT.
memref.global @A_spad : memref<8x8xf32, 1>
memref.global @B_spad : memref<8x8xf32, 1>
memref.global @C_spad : memref<8x8xf32, 1>
func.func @kernel(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c14 = arith.constant 14 : index
  %A = memref.get_global @A_spad : memref<8x8xf32, 1>
  %B = memref.get_global @B_spad : memref<8x8xf32, 1>
  %C = memref.get_global @C_spad : memref<8x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %a[%c0], %A[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<64xf32>, memref<8x8xf32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  %tag2 = memref.alloc() : memref<1xi32>
  memref.dma_start %b[%c0], %B[%c0, %c0], %c1, %tag2[%c0], %c1, %c1 : memref<64xf32>, memref<8x8xf32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag2[%c0], %c1 : memref<1xi32>
  %tag3 = memref.alloc() : memref<1xi32>
  memref.dma_start %c[%c0], %C[%c0, %c0], %c14, %tag3[%c0], %c1, %c1 : memref<64xf32>, memref<8x8xf32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag3[%c0], %c1 : memref<1xi32>
  // one lane's share of 8x8: 8 elements, as every lane runs this on its own bank
  %A_lane1 = memref.collapse_shape %A [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
  %B_lane1 = memref.collapse_shape %B [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
  %C_lane1 = memref.collapse_shape %C [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
  affine.for %l1 = 0 to 8 step 8 {
    %x6 = affine.vector_load %A_lane1[%l1] : memref<64xf32, 1>, vector<8xf32>
    %x7 = affine.vector_load %B_lane1[%l1] : memref<64xf32, 1>, vector<8xf32>
    %x8 = affine.vector_load %C_lane1[%l1] : memref<64xf32, 1>, vector<8xf32>
    %m9 = arith.mulf %x6, %x7 : vector<8xf32>
    %s10 = arith.addf %m9, %x8 : vector<8xf32>
    affine.vector_store %s10, %C_lane1[%l1] : memref<64xf32, 1>, vector<8xf32>
  }
  %tag11 = memref.alloc() : memref<1xi32>
  memref.dma_start %C[%c0, %c0], %y[%c0], %c3, %tag11[%c0], %c1, %c1 : memref<8x8xf32, 1>, memref<64xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag11[%c0], %c1 : memref<1xi32>
  return
}
