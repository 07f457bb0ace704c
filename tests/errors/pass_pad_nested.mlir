// RUN: --passes=loop-padding --emit=mlir
// The padded IV reaches the DRAM index only through a nested apply: the
// index's own map has no coefficient for it to rewrite.
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%x: memref<200xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  affine.for %i = 0 to 100 step 64 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %d = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
    memref.dma_start %x[%d], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<200xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  }
  return
}
