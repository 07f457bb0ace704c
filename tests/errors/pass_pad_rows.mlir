// RUN: --passes=loop-padding --emit=mlir
// A coefficient outer to the padded axis must be whole rows of it: 150 is
// not a multiple of 100 (the extent of j, stride 1).
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%x: memref<300xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 100 step 64 {
      %d = affine.apply affine_map<(d0, d1) -> (d0 * 150 + d1)>(%i, %j)
      memref.dma_start %x[%d], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<300xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
    }
  }
  return
}
