// RUN: --passes=build-tog --emit=tog
// A min bound of a loop-role loop: the TOG has one loop_end (tog.md §3.2.1).
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to min affine_map<() -> (8, 16)>() {
    memref.dma_start %arg0[%i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
