// y = x^T through the scratchpad, by DMA only: x (8 x 16 f32, row-major) is
// moved in as a tile split over 4 lanes along its columns (vlane stride 1,
// 4 columns per lane) and moved out with DRAM strides [1, 8], so y
// (16 x 8, row-major) receives x transposed.  Nothing computes on the lanes,
// so `tsrewrite run --host-model` runs it too and must write the same files.
module {
  memref.global @X_spad : memref<8x16xf32, 1>
  func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %s = memref.get_global @X_spad : memref<8x16xf32, 1>
    %tin = memref.alloc() : memref<1xi32>
    memref.dma_start %x[%c0], %s[%c0, %c0], %c2, %tin[%c0], %c1, %c1
      : memref<128xf32>, memref<8x16xf32, 1>, memref<1xi32>
      {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 8]}
    memref.dma_wait %tin[%c0], %c1 : memref<1xi32>
    %tout = memref.alloc() : memref<1xi32>
    memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tout[%c0], %c1, %c1
      : memref<8x16xf32, 1>, memref<128xf32>, memref<1xi32>
      {dram_stride = [1, 8], padding = 0 : i64, sram_stride = [1, 8]}
    memref.dma_wait %tout[%c0], %c1 : memref<1xi32>
    return
  }
  func.func @wrapper_kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
    call @kernel(%x, %y) : (memref<128xf32>, memref<128xf32>) -> ()
    return
  }
}
