// HOSTMODEL: --vectorlane=4
// [4, 8] tiles of a 16x32 DRAM tensor inside an affine.for nest: MVIN at
// ti * 32 + tj with dram_stride [32, 1], compute, MVOUT at the same place.
memref.global @X_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  affine.for %ti = 0 to 16 step 4 {
    affine.for %tj = 0 to 32 step 8 {
      %d = affine.apply affine_map<(a, b) -> (a * 32 + b)>(%ti, %tj)
      %tag1 = memref.alloc() : memref<1xi32>
      memref.dma_start %x[%d], %s[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<512xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
      // one lane's share of 4x8: 8 elements, as every lane runs this on its own bank
      %s_lane1 = memref.collapse_shape %s [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
      affine.for %l1 = 0 to 8 step 8 {
        %x4 = affine.vector_load %s_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
        %a5 = arith.constant dense<2.0> : vector<8xf32>
        %b6 = arith.constant dense<-0.5> : vector<8xf32>
        %m7 = arith.mulf %x4, %a5 : vector<8xf32>
        %y8 = arith.addf %m7, %b6 : vector<8xf32>
        affine.vector_store %y8, %s_lane1[%l1] : memref<32xf32, 1>, vector<8xf32>
      }
      %tag9 = memref.alloc() : memref<1xi32>
      memref.dma_start %s[%c0, %c0], %y[%d], %c3, %tag9[%c0], %c1, %c1 : memref<4x8xf32, 1>, memref<512xf32>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
    }
  }
  return
}
