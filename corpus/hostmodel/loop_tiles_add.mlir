// HOSTMODEL: --vectorlane=4
// Two inputs in [8, 8] tiles of 32x32 tensors (a 4x4 tile loop): MVIN a and MVIN2 b
// (split axis 0, vlane stride 2, 4 lanes: n_outerloop 1), add on the scratchpad, MVOUT.
memref.global @A_spad : memref<8x8xf32, 1>
memref.global @B_spad : memref<8x8xf32, 1>
func.func @kernel(%a: memref<1024xf32>, %b: memref<1024xf32>, %y: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %A = memref.get_global @A_spad : memref<8x8xf32, 1>
  %B = memref.get_global @B_spad : memref<8x8xf32, 1>
  affine.for %ti = 0 to 4 {
    affine.for %tj = 0 to 4 {
      %d = affine.apply affine_map<(a, b) -> (a * 256 + b * 8)>(%ti, %tj)
      %tag1 = memref.alloc() : memref<1xi32>
      memref.dma_start %a[%d], %A[%c0, %c0], %c2, %tag1[%c0], %c0, %c2 : memref<1024xf32>, memref<8x8xf32, 1>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag1[%c0], %c1 : memref<1xi32>
      %tag2 = memref.alloc() : memref<1xi32>
      memref.dma_start %b[%d], %B[%c0, %c0], %c1, %tag2[%c0], %c0, %c2 : memref<1024xf32>, memref<8x8xf32, 1>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag2[%c0], %c1 : memref<1xi32>
      // one lane's share of 8x8: 16 elements, as every lane runs this on its own bank
      %A_lane1 = memref.collapse_shape %A [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
      %B_lane1 = memref.collapse_shape %B [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
      affine.for %l1 = 0 to 16 step 16 {
        %x5 = affine.vector_load %A_lane1[%l1] : memref<64xf32, 1>, vector<16xf32>
        %x6 = affine.vector_load %B_lane1[%l1] : memref<64xf32, 1>, vector<16xf32>
        %s7 = arith.addf %x5, %x6 : vector<16xf32>
        affine.vector_store %s7, %A_lane1[%l1] : memref<64xf32, 1>, vector<16xf32>
      }
      %tag8 = memref.alloc() : memref<1xi32>
      memref.dma_start %A[%c0, %c0], %y[%d], %c3, %tag8[%c0], %c0, %c2 : memref<8x8xf32, 1>, memref<1024xf32>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag8[%c0], %c1 : memref<1xi32>
    }
  }
  return
}
