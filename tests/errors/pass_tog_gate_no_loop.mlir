// RUN: --timing --emit=tog
// A PyTorchSim kernel without a top-level affine.for: there is no root,
// so build-tog's gate stays shut in the timing pipeline (PyTorchSim would
// write no graph either) and asking for the graph is an error.
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %t = memref.alloc() : memref<1xi32>
  memref.dma_start %arg0[%c0], %s[%c0], %c2, %t[%c0], %c0, %c1 : memref<16xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  return
}
