// HOSTMODEL: --vectorlane=4
// [2, 3, 16] f32, split axis 2, vlane stride 2 over 4 lanes: blocks of 2, n_outerloop 2.
memref.global @X_spad : memref<2x3x16xf32, 1>
func.func @kernel(%x: memref<96xf32>, %y: memref<96xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x3x16xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0], %c2, %tag1[%c0], %c2, %c2 : memref<96xf32>, memref<2x3x16xf32, 1>, memref<1xi32> {dram_stride = [48, 16, 1], padding = 0 : i64, sram_stride = [48, 16, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  affine.for %i2 = 0 to 2 {
    affine.for %i3 = 0 to 3 {
      affine.for %i4 = 0 to 16 {
        %x5 = affine.load %s[%i2, %i3, %i4] : memref<2x3x16xf32, 1>
        %a6 = arith.constant 2.0 : f32
        %b7 = arith.constant 1.0 : f32
        %m8 = arith.mulf %x5, %a6 : f32
        %y9 = arith.addf %m8, %b7 : f32
        affine.store %y9, %s[%i2, %i3, %i4] : memref<2x3x16xf32, 1>
      }
    }
  }
  %tag10 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0], %y[%c0], %c3, %tag10[%c0], %c2, %c2 : memref<2x3x16xf32, 1>, memref<96xf32>, memref<1xi32> {dram_stride = [48, 16, 1], padding = 0 : i64, sram_stride = [48, 16, 1]}
  memref.dma_wait %tag10[%c0], %c1 : memref<1xi32>
  return
}
