// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.4, constant keys `c<v>` and key sorting.
//   k1  (d0 + d1 + d2 + d3)(c10, c2, c-3, j): keys sort in byte order, so
//       "c-3" < "c10" < "c2" < "loop_arg001"; a constant's stride is its value
//   k2  (d0 + d1 * 2)(j, i): walked j then i, printed sorted: i (2), j (1)
//   k3  a constant DRAM index: ("c7", 7)
//   k4  (d0 + d1 + d2)(c0, %in, c0), %in = (d0 + d1)(c0, i): "c0" once
//   k5  (d0 * 3 + d1)(loop_arg010, loop_arg002) in 11 nested loops: the
//       zero-padded names sort numerically (loop_arg002 < loop_arg010)
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %cm3 = arith.constant -3 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %k1 = affine.apply affine_map<(d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)>(%c10, %c2, %cm3, %j)
      memref.dma_start %arg0[%k1], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %k2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%j, %i)
      memref.dma_start %arg0[%k2], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      memref.dma_start %arg0[%c7], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      %in = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c0, %i)
      %k4 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>(%c0, %in, %c0)
      memref.dma_start %arg0[%k4], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      affine.for %l2 = 0 to 2 {
       affine.for %l3 = 0 to 2 {
        affine.for %l4 = 0 to 2 {
         affine.for %l5 = 0 to 2 {
          affine.for %l6 = 0 to 2 {
           affine.for %l7 = 0 to 2 {
            affine.for %l8 = 0 to 2 {
             affine.for %l9 = 0 to 2 {
              affine.for %l10 = 0 to 2 {
                %k5 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%l10, %l2)
                memref.dma_start %arg0[%k5], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
              } {inner_loop = true}
             } {inner_loop = true}
            } {inner_loop = true}
           } {inner_loop = true}
          } {inner_loop = true}
         } {inner_loop = true}
        } {inner_loop = true}
       } {inner_loop = true}
      } {inner_loop = true}
    } {accumulation_loop = true}
  } {outer_loop = true}
  return
}
