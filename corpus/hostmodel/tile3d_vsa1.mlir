// HOSTMODEL: --vectorlane=4
// 3-D tile [2, 8, 4] f32, vlane split axis 1, vlane stride 1, 4 lanes: MVIN, y = x * 0.5 + 2.0 on the scratchpad, MVOUT.
memref.global @X_spad : memref<2x8x4xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x8x4xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<64xf32>, memref<2x8x4xf32, 1>, memref<1xi32> {dram_stride = [32, 4, 1], padding = 0 : i64, sram_stride = [32, 4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  affine.for %i2 = 0 to 2 {
    affine.for %i3 = 0 to 8 {
      affine.for %i4 = 0 to 4 {
        %x5 = affine.load %s[%i2, %i3, %i4] : memref<2x8x4xf32, 1>
        %a6 = arith.constant 0.5 : f32
        %b7 = arith.constant 2.0 : f32
        %m8 = arith.mulf %x5, %a6 : f32
        %y9 = arith.addf %m8, %b7 : f32
        affine.store %y9, %s[%i2, %i3, %i4] : memref<2x8x4xf32, 1>
      }
    }
  }
  %tag10 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0], %y[%c0], %c3, %tag10[%c0], %c1, %c1 : memref<2x8x4xf32, 1>, memref<64xf32>, memref<1xi32> {dram_stride = [32, 4, 1], padding = 0 : i64, sram_stride = [32, 4, 1]}
  memref.dma_wait %tag10[%c0], %c1 : memref<1xi32>
  return
}
