// RUN: --passes=build-tog --emit=tog
// The TOG addresses DRAM by one element offset: a rank-2 DRAM memref would
// lose its second index (tog.md §3.4 walks "the first (only) DRAM index").
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<64x64xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    memref.dma_start %arg0[%i, %c0], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<64x64xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
