// HOSTMODEL: --vectorlane=4
// Vector compute on the scratchpad: MVIN [4, 16] (split axis 1, vlane stride 2, 4 lanes:
// n_outerloop 2), one affine.vector_load/store of a lane's whole share, MVOUT.
memref.global @X_spad : memref<4x16xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x16xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tag1[%c0], %c1, %c2 : memref<64xf32>, memref<4x16xf32, 1>, memref<1xi32> {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [16, 1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  %two = arith.constant dense<2.0> : vector<16xf32>
  // each lane holds 16 elements: its whole share is row 0 of its bank's view of the buffer
  %v = affine.vector_load %s[0, 0] : memref<4x16xf32, 1>, vector<16xf32>
  %w = arith.mulf %v, %two : vector<16xf32>
  affine.vector_store %w, %s[0, 0] : memref<4x16xf32, 1>, vector<16xf32>
  %tag2 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag2[%c0], %c1, %c2 : memref<4x16xf32, 1>, memref<64xf32>, memref<1xi32> {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [16, 1]}
  memref.dma_wait %tag2[%c0], %c1 : memref<1xi32>
  return
}
