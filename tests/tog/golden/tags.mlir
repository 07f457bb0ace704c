// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.5, a DMA's tag lists.
//   t1  a constant tag index: ["3"], default stride [1]
//   t2  (d0 * 2 + d1)(i, c1): operand names in order ["loop_arg000", "1"],
//       strides = coeffs of the map, tree order: [2, 1]
//   t3  a bare block argument as the tag index: nothing, so the defaults
//       ["0"] and [1]
//   t4  ((d0 floordiv 4) * 2 + d1)(i, j): a product of a floordiv gives its
//       constant: [2, 1]
//   t5  (d0 * 2 + d1 floordiv 8 + 5)(j, i): a bare floordiv gives its
//       divisor, the constant term nothing: [2, 8]
//   t6  a store: same rules (["0"], [1])
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t1 = memref.alloc() : memref<1xi32>
  %t4 = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t1[%c3], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %c1)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%a], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%j], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      %b = affine.apply affine_map<(d0, d1) -> ((d0 floordiv 4) * 2 + d1)>(%i, %j)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%b], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      %q = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 8 + 5)>(%j, %i)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%q], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      memref.dma_start %s[%c0], %arg1[%i], %c3, %t1[%c0], %c0, %c1 : memref<16xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride = [1]}
    } {inner_loop = true}
  } {outer_loop = true}
  return
}
