// RUN: --passes=build-tog --emit=tog
// CHECKER: no - these graphs break tog.md §5.3 on purpose: PyTorchSim writes them so
// TOG golden: tog.md §3.5 and §3.6, the quirks reproduced literally (§10.4, §10.6).
//   q1  a tag map over an inner apply: the inner apply's operands are named
//       (["loop_arg000", "2"]), the strides come from the outer map only ([1, 1])
//   q2  a rank-2 tag: both indices add names, the last map's coeffs replace
//       the first's ([5] then [1, 1])
//   q3  an operand that is neither block argument, constant nor apply is
//       ignored (the arith.addi, itself a compute node): ["loop_arg001"], [2, 3]
//   q4  two levels of nesting: only one level is opened, ["5"], [1]
//   q5  no dram_stride: tile_stride []
//   q6  a store with a tag map: two strides (TOGSim builds one)
//   q7  a wait with a constant index: no names, stride [1], divider [1]; the
//       tag is used by q5 (arg0) and q6 (arg1): MLIR's use list runs from the
//       last use, so base_address "arg10"
//   q8  a wait map over an inner apply: no recursion ((d0 + d1 * 3) over
//       (%in8, i) names only i), and a tag no DMA uses: base "arg"
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %t1 = memref.alloc() : memref<1xi32>
  %t4 = memref.alloc() : memref<4xi32>
  %t44 = memref.alloc() : memref<4x4xi32>
  %tw = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 2 {
      %in = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %c2)
      %tg = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%in, %j)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%tg], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      %a1 = affine.apply affine_map<(d0) -> (d0 * 5)>(%i)
      %a2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%j, %c0)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t44[%a1, %a2], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4x4xi32> {dram_stride = [1]}
      %x = arith.addi %i, %c1 : index
      %q3 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1 * 3)>(%j, %x)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%q3], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      %n2 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
      %n1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n2, %c5)
      %tq = affine.apply affine_map<(d0) -> (d0)>(%n1)
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t4[%tq], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<4xi32> {dram_stride = [1]}
      memref.dma_start %arg0[%i], %s[%c0], %c2, %t1[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32>
      %st = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      memref.dma_start %s[%c0], %arg1[%i], %c3, %t1[%st], %c0, %c1 : memref<16xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride = [1]}
      memref.dma_wait %t1[%c0], %c1 : memref<1xi32>
      %in8 = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
      %w8 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3)>(%in8, %i)
      memref.dma_wait %tw[%w8], %c1 : memref<1xi32>
    } {inner_loop = true}
  } {outer_loop = true}
  return
}
