// HOSTMODEL: --vectorlane=4
// Indirect gather with deterministic i64 indices computed in the kernel: idx(i, j) =
// (3i + j) mod 8 is written to a memref.alloc DRAM buffer with arith ops, MVINed into
// @IDX_spad (CONFIG4 esize 8), then the table is gathered (split axis 0, 4 lanes).
memref.global @IDX_spad : memref<4x8xi64, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%table: memref<64xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi64, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %buf = memref.alloc() : memref<32xi64>
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %t3 = arith.muli %i1, %c3 : index
      %t4 = arith.addi %t3, %i2 : index
      %t5 = arith.remui %t4, %c8 : index
      %ic6 = arith.index_cast %t5 : index to i64
      affine.store %ic6, %buf[%i1 * 8 + %i2] : memref<32xi64>
    }
  }
  %tag7 = memref.alloc() : memref<1xi32>
  memref.dma_start %buf[%c0], %I[%c0, %c0], %c2, %tag7[%c0], %c0, %c1 : memref<32xi64>, memref<4x8xi64, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag7[%c0], %c1 : memref<1xi32>
  %tag8 = memref.alloc() : memref<1xi32>
  memref.dma_start %table[%c0], %D[%c0, %c0], %c1, %tag8[%c0], %c0, %c1 : memref<64xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [8, 1], indirect_offset = @IDX_spad, offset_stride = 8 : i64}
  memref.dma_wait %tag8[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
  %D_lane1 = memref.collapse_shape %D [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l1 = 0 to 8 step 8 {
    %x11 = affine.vector_load %D_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
    %a12 = arith.constant dense<-1.0> : vector<8xf32>
    %b13 = arith.constant dense<0.5> : vector<8xf32>
    %m14 = arith.mulf %x11, %a12 : vector<8xf32>
    %y15 = arith.addf %m14, %b13 : vector<8xf32>
    affine.vector_store %y15, %D_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
  }
  %tag16 = memref.alloc() : memref<1xi32>
  memref.dma_start %D[%c0, %c0], %y[%c0], %c3, %tag16[%c0], %c0, %c1 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag16[%c0], %c1 : memref<1xi32>
  memref.dealloc %buf : memref<32xi64>
  return
}
