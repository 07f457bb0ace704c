// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.6, wait nodes: tag names, coeffs and dividers, and
// base_address.
//   w1  (d0 + d1)(c0, c0) on a tag three DMAs use: arg0, a DRAM buffer that
//       is no kernel argument (a memref.get_global: nothing appended, and its
//       own DMA node says "arg"), arg2.  MLIR's use list runs from the last
//       use: base_address "arg20"
//   w2  (-d0 + d1 + d2 floordiv 2)(k, c0, n): the -1 marks the accumulation
//       loop; strides [-1, 1, 2], dividers [1, 1, 2] (a bare floordiv: its
//       divisor in both)
//   w3  ((d0 floordiv 4) * 2 - d1)(n, k): a product of a floordiv gives its
//       constant as stride and the floordiv's divisor as divider: [2, -1], [4, 1]
//   w4  (d0 floordiv 8)(n): [8], [8]
//   w5  a tag no DMA uses: base_address "arg"
memref.global @s_spad : memref<16xf32, 1>
memref.global @dram_g : memref<4096xf32>
func.func @kernel(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %g = memref.get_global @dram_g : memref<4096xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tS = memref.alloc() : memref<1xi32>
  %tW = memref.alloc() : memref<1xi32>
  %tN = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      affine.for %n = 0 to 16 {
        memref.dma_start %arg0[%i], %s[%c0], %c2, %tS[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
        memref.dma_start %g[%i], %s[%c0], %c2, %tS[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
        memref.dma_start %s[%c0], %arg2[%i], %c3, %tS[%c0], %c0, %c1 : memref<16xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride = [1]}
        %w1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c0, %c0)
        memref.dma_wait %tS[%w1], %c1 : memref<1xi32>
        memref.dma_start %arg1[%i], %s[%c0], %c2, %tW[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
        %w2 = affine.apply affine_map<(d0, d1, d2) -> (-d0 + d1 + d2 floordiv 2)>(%k, %c0, %n)
        memref.dma_wait %tW[%w2], %c1 : memref<1xi32>
        %w3 = affine.apply affine_map<(d0, d1) -> ((d0 floordiv 4) * 2 - d1)>(%n, %k)
        memref.dma_wait %tW[%w3], %c1 : memref<1xi32>
        %w4 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%n)
        memref.dma_wait %tW[%w4], %c1 : memref<1xi32>
        %w5 = affine.apply affine_map<(d0) -> (d0)>(%n)
        memref.dma_wait %tN[%w5], %c1 : memref<1xi32>
      } {inner_loop = true}
    } {accumulation_loop = true}
  } {outer_loop = true}
  return
}
