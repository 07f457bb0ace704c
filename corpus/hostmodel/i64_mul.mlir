// HOSTMODEL: --vectorlane=2
// i64 elements (8-byte DMA): [2, 4, 4] tile, split axis 2 over 2 lanes.
memref.global @X_spad : memref<2x4x4xi64, 1>
func.func @kernel(%x: memref<32xi64>, %y: memref<32xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x4x4xi64, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0, %c0], %c2, %tag1[%c0], %c2, %c1 : memref<32xi64>, memref<2x4x4xi64, 1>, memref<1xi32> {dram_stride = [16, 4, 1], padding = 0 : i64, sram_stride = [16, 4, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  affine.for %i2 = 0 to 2 {
    affine.for %i3 = 0 to 4 {
      affine.for %i4 = 0 to 4 {
        %x5 = affine.load %s[%i2, %i3, %i4] : memref<2x4x4xi64, 1>
        %a6 = arith.constant -3 : i64
        %b7 = arith.constant 11 : i64
        %m8 = arith.muli %x5, %a6 : i64
        %y9 = arith.addi %m8, %b7 : i64
        affine.store %y9, %s[%i2, %i3, %i4] : memref<2x4x4xi64, 1>
      }
    }
  }
  %tag10 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0, %c0], %y[%c0], %c3, %tag10[%c0], %c2, %c1 : memref<2x4x4xi64, 1>, memref<32xi64>, memref<1xi32> {dram_stride = [16, 4, 1], padding = 0 : i64, sram_stride = [16, 4, 1]}
  memref.dma_wait %tag10[%c0], %c1 : memref<1xi32>
  return
}
