// HOSTMODEL: --vectorlane=4
// 1-D tile of 32 f32 over 4 lanes (n_outerloop 8), y = x * 1 + 0: a plain copy through the scratchpad.
memref.global @X_spad : memref<32xf32, 1>
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<32xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %s[%c0], %c2, %tag1[%c0], %c0, %c1 : memref<32xf32>, memref<32xf32, 1>, memref<1xi32> {dram_stride = [1], padding = 0 : i64, sram_stride = [1]}
  memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
  // one lane's share of 32: 8 elements, as every lane runs this on its own bank
  affine.for %l1 = 0 to 8 step 8 {
    %x3 = affine.vector_load %s[%l1] : memref<32xf32, 1>, vector<8xf32>
    %a4 = arith.constant dense<1.0> : vector<8xf32>
    %b5 = arith.constant dense<0.0> : vector<8xf32>
    %m6 = arith.mulf %x3, %a4 : vector<8xf32>
    %y7 = arith.addf %m6, %b5 : vector<8xf32>
    affine.vector_store %y7, %s[%l1] : memref<32xf32, 1>, vector<8xf32>
  }
  %tag8 = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0], %y[%c0], %c3, %tag8[%c0], %c0, %c1 : memref<32xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [1], padding = 0 : i64, sram_stride = [1]}
  memref.dma_wait %tag8[%c0], %c1 : memref<1xi32>
  return
}
