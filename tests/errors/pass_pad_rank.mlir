// RUN: --passes=loop-padding --emit=mlir
// Only rank-1 DRAM buffers can be resized.
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%x: memref<2x100xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  affine.for %i = 0 to 100 step 64 {
    memref.dma_start %x[%c0, %i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<2x100xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  }
  return
}
