// HOSTMODEL: --vectorlane=2
// Indirect scatter (MVOUT with CONFIG4): row i of the tile goes to row (i + 1) mod 4 of y;
// the i32 indices are computed in the kernel into a DRAM buffer and MVINed into @IDX_spad
// (split axis 1, vlane stride 2, 2 lanes: n_outerloop 2).
memref.global @IDX_spad : memref<4x8xi32, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi32, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %buf = memref.alloc() : memref<32xi32>
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %t3 = arith.addi %i1, %c1 : index
      %t4 = arith.remui %t3, %c4 : index
      %ic5 = arith.index_cast %t4 : index to i32
      affine.store %ic5, %buf[%i1 * 8 + %i2] : memref<32xi32>
    }
  }
  %tag6 = memref.alloc() : memref<1xi32>
  memref.dma_start %buf[%c0], %I[%c0, %c0], %c2, %tag6[%c0], %c1, %c2 : memref<32xi32>, memref<4x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag6[%c0], %c1 : memref<1xi32>
  %tag7 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %D[%c0, %c0], %c2, %tag7[%c0], %c1, %c2 : memref<32xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag7[%c0], %c1 : memref<1xi32>
  // one lane's share of 4x8: 16 elements, as every lane runs this on its own bank
  %D_lane1 = memref.collapse_shape %D [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l1 = 0 to 16 step 16 {
    %x10 = affine.vector_load %D_lane1[%l1] : memref<32xf32, 1>, vector<16xf32>
    %a11 = arith.constant dense<2.0> : vector<16xf32>
    %b12 = arith.constant dense<2.0> : vector<16xf32>
    %m13 = arith.mulf %x10, %a11 : vector<16xf32>
    %y14 = arith.addf %m13, %b12 : vector<16xf32>
    affine.vector_store %y14, %D_lane1[%l1] : memref<32xf32, 1>, vector<16xf32>
  }
  %tag15 = memref.alloc() : memref<1xi32>
  memref.dma_start %D[%c0, %c0], %y[%c0], %c3, %tag15[%c0], %c1, %c2 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [8, 1], indirect_offset = @IDX_spad, offset_stride = 8 : i64}
  memref.dma_wait %tag15[%c0], %c1 : memref<1xi32>
  memref.dealloc %buf : memref<32xi32>
  return
}
