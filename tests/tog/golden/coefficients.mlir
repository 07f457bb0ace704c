// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.4, coefficient extraction (`coeff`) on the DRAM index.
//   a  (d0 floordiv 2) * 8 + d1 over (i, j): i -> -1 (a product of a floordiv
//      is no dim term), j -> 1
//   b  -d0 + d1 over (j, i): j -> -1 (a real -1, the same as "not found"), i -> 1
//   c  d0 * s0 + d1 over (i, j)[c4]: i -> -1 (product with a symbol), j -> 1;
//      the constant operand is walked: ("c4", 4)
//   d  d0 * 3 + d1 * 5 over (j, j): both take the first occurrence (pos 0): 3,
//      one key
//   e  d0 + d1 over (%in, i), %in = (d0 * 7)(i): the inner apply comes first,
//      so i keeps 7 and the later (i, 1) is dropped (first pair wins)
//   f  (d0, d1) -> (d0) over (i, j): j is no term of the map -> -1
//   g  the IV itself: (i, 1)
//   h  arith.addi of two constants: an op the walk does not follow adds no
//      pair (the addi, no skip-set op, is a compute node of its own, §10.1);
//      through such an op to a loop IV the dependence would be lost, which is
//      an error (tests/errors/pass_tog_dram_addi.mlir)
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 step 2 {
      %a = affine.apply affine_map<(d0, d1) -> ((d0 floordiv 2) * 8 + d1)>(%i, %j)
      memref.dma_start %arg0[%a], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %b = affine.apply affine_map<(d0, d1) -> (-d0 + d1)>(%j, %i)
      memref.dma_start %arg0[%b], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %c = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>(%i, %j)[%c4]
      memref.dma_start %arg0[%c], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %d = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 * 5)>(%j, %j)
      memref.dma_start %arg0[%d], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %in = affine.apply affine_map<(d0) -> (d0 * 7)>(%i)
      %e = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%in, %i)
      memref.dma_start %arg0[%e], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %f = affine.apply affine_map<(d0, d1) -> (d0)>(%i, %j)
      memref.dma_start %arg0[%f], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %h = arith.addi %c1, %c2 : index
      memref.dma_start %arg0[%h], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
    } {outer_loop = true}
  } {outer_loop = true}
  return
}
