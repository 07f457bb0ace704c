// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.0-3.2, loops.
//   - empty affine.for ops are erased first, to a fixed point (%e2, then %e
//     which it leaves empty): no node, no id, no loop name
//   - bounds from constant operands (%c0 to %c8): loop_start 0, loop_end 8
//   - a role-less affine.for (inner_loop = false, or outer_loop = false) is
//     one compute op, body and all; memref.subview is no skip-set op: it
//     joins the vector node before it
//   - loop_type is the first true role of outer_loop, accumulation_loop,
//     inner_loop: {accumulation_loop, outer_loop} -> outer_loop,
//     {inner_loop, accumulation_loop} -> accumulation_loop
//   - scf.for is no loop node: a compute op
//   - a DMA inside a role-less loop is part of that compute op, no DMA node
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = %c0 to %c8 step 4 {
    affine.for %e = 0 to 4 {
      affine.for %e2 = 0 to 2 {
      } {inner_loop = true}
    } {inner_loop = true}
    affine.for %r = 0 to 4 {
      %v = affine.vector_load %s[%r] : memref<64xf32, 1>, vector<4xf32>
      affine.vector_store %v, %s[%r] : memref<64xf32, 1>, vector<4xf32>
    } {inner_loop = false}
    %sv = memref.subview %s[0] [16] [1] : memref<64xf32, 1> to memref<16xf32, strided<[1]>, 1>
    memref.dma_start %arg0[%i], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1]}
    affine.for %q = 0 to 2 {
      %v2 = affine.vector_load %s[%q] : memref<64xf32, 1>, vector<4xf32>
      affine.vector_store %v2, %s[%q] : memref<64xf32, 1>, vector<4xf32>
    } {outer_loop = false}
    affine.for %a = 0 to 6 step 3 {
      scf.for %x = %c0 to %c8 step %c1 {
        %z = arith.addi %x, %x : index
      }
    } {accumulation_loop = true, outer_loop = true}
    affine.for %b = 2 to 10 step 4 {
      %d = affine.apply affine_map<(d0) -> (d0 * 16)>(%b)
      memref.dma_start %arg0[%d], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1]}
    } {inner_loop = true, accumulation_loop = true}
    affine.for %z = 0 to 3 {
      memref.dma_start %arg0[%z], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1]}
    } {inner_loop = false}
  } {outer_loop = true}
  return
}
