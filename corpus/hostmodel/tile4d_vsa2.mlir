// HOSTMODEL: --vectorlane=2
// 4-D tile [2, 3, 4, 4] f32, vlane split axis 2, vlane stride 2, 2 lanes: MVIN, y = x * 2.0 + 1.0 on the scratchpad, MVOUT.
memref.global @X_spad : memref<2x3x4x4xf32, 1>
func.func @kernel(%x: memref<96xf32>, %y: memref<96xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x3x4x4xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0, %c0], %c2, %tag1[%c0], %c2, %c2 : memref<96xf32>, memref<2x3x4x4xf32, 1>, memref<1xi32> {dram_stride = [48, 16, 4, 1], padding = 0 : i64, sram_stride = [48, 16, 4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  affine.for %i2 = 0 to 2 {
    affine.for %i3 = 0 to 3 {
      affine.for %i4 = 0 to 4 {
        affine.for %i5 = 0 to 4 {
          %x6 = affine.load %s[%i2, %i3, %i4, %i5] : memref<2x3x4x4xf32, 1>
          %a7 = arith.constant 2.0 : f32
          %b8 = arith.constant 1.0 : f32
          %m9 = arith.mulf %x6, %a7 : f32
          %y10 = arith.addf %m9, %b8 : f32
          affine.store %y10, %s[%i2, %i3, %i4, %i5] : memref<2x3x4x4xf32, 1>
        }
      }
    }
  }
  %tag11 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0, %c0], %y[%c0], %c3, %tag11[%c0], %c2, %c2 : memref<2x3x4x4xf32, 1>, memref<96xf32>, memref<1xi32> {dram_stride = [48, 16, 4, 1], padding = 0 : i64, sram_stride = [48, 16, 4, 1]}
  memref.dma_wait %tag11[%c0], %c1 : memref<1xi32>
  return
}
