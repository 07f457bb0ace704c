// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.0-3.1, the root.  The empty top-level loop is erased
// before the roots are counted, so one top-level affine.for is left; it has
// no loop role, so it is one compute op under the root (no loop node).
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%arg0: memref<64xf32>) {
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %e = 0 to 2 {
  } {outer_loop = true}
  affine.for %r = 0 to 4 {
    memref.dma_start %arg0[%c0], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<64xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1]}
    %v = affine.vector_load %s[%r] : memref<64xf32, 1>, vector<4xf32>
    affine.vector_store %v, %s[%r] : memref<64xf32, 1>, vector<4xf32>
  } {inner_loop = false}
  return
}
