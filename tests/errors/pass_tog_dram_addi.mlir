// RUN: --passes=build-tog --emit=tog
// The DRAM index reaches a loop IV through arith.index_cast / arith.addi,
// which the index walk of tog.md §3.4 does not follow: PyTorchSim's graph
// would drop the loop (the DMA would move the same tile every iteration).
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    %j = arith.addi %i, %c2 : index
    %d = affine.apply affine_map<(d0) -> (d0 * 16)>(%j)
    memref.dma_start %arg0[%d], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
