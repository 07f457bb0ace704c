// RUN: --passes=build-tog --emit=tog
// step := end runs a loop starting below 0 more than once (tog.md §4.1);
// --tog-step=span would run it once.
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = -8 to 8 step 4 {
    %d = affine.apply affine_map<(d0) -> (d0 + 8)>(%i)
    memref.dma_start %arg0[%d], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
