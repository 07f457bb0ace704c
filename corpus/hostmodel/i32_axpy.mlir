// HOSTMODEL: --vectorlane=4
// i32 elements: [8, 8] tile, split axis 0, vlane stride 2 over 4 lanes; y = x * 3 + 5 (wrapping).
memref.global @X_spad : memref<8x8xi32, 1>
func.func @kernel(%x: memref<64xi32>, %y: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<8x8xi32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c0, %c2 : memref<64xi32>, memref<8x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  affine.for %i2 = 0 to 8 {
    affine.for %i3 = 0 to 8 {
      %x4 = affine.load %s[%i2, %i3] : memref<8x8xi32, 1>
      %a5 = arith.constant 3 : i32
      %b6 = arith.constant 5 : i32
      %m7 = arith.muli %x4, %a5 : i32
      %y8 = arith.addi %m7, %b6 : i32
      affine.store %y8, %s[%i2, %i3] : memref<8x8xi32, 1>
    }
  }
  %tag9 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag9[%c0], %c0, %c2 : memref<8x8xi32, 1>, memref<64xi32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag9[%c0], %c1 : memref<1xi32>
  return
}
