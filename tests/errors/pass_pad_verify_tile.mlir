// RUN: --passes=loop-padding --no-verify-rewrites --emit=mlir
// Checked without --verify-rewrites too: a 72-wide tile stepped by 64 runs past the padded
// buffer (128 elements) in the last tile: 64 + 71 > 127.
memref.global @s_spad : memref<72xf32, 1>
func.func @kernel(%x: memref<100xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<72xf32, 1>
  affine.for %i = 0 to 100 step 64 {
    memref.dma_start %x[%i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<100xf32>, memref<72xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  }
  return
}
