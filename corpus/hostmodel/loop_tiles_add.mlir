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
      affine.for %i3 = 0 to 8 {
        affine.for %i4 = 0 to 8 {
          %x5 = affine.load %A[%i3, %i4] : memref<8x8xf32, 1>
          %x6 = affine.load %B[%i3, %i4] : memref<8x8xf32, 1>
          %s7 = arith.addf %x5, %x6 : f32
          affine.store %s7, %A[%i3, %i4] : memref<8x8xf32, 1>
        }
      }
      %tag8 = memref.alloc() : memref<1xi32>
      memref.dma_start %A[%c0, %c0], %y[%d], %c3, %tag8[%c0], %c0, %c2 : memref<8x8xf32, 1>, memref<1024xf32>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [8, 1]}
      memref.dma_wait %tag8[%c0], %c1 : memref<1xi32>
    }
  }
  return
}
