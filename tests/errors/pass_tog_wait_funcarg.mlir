// RUN: --passes=build-tog --emit=tog
// A wait's tag index over a function argument (tog.md §3.6).
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>, %k: index) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 4 {
    memref.dma_start %arg0[%i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
    %g = affine.apply affine_map<(d0) -> (-d0)>(%k)
    memref.dma_wait %t[%g], %c1 : memref<4xi32>
  } {outer_loop = true}
  return
}
