// X[4, 100] in [2, 64] tiles: the column loop (0 to 100 step 64) pads to
// 128, so the DRAM index d0 * 100 + d1 becomes d0 * 128 + d1, the buffers
// memref<512xf32>, and dram_stride [100, 1] becomes [128, 1].
// y = x * x - 1.
// PAD-IN: a0 = rng.standard_normal(400).astype(np.float32)
// PAD-IN: a1 = np.zeros(400, np.float32)
// PAD-EXPECT: a1 = a0 * a0 - np.float32(1)
#map0 = affine_map<(d0, d1) -> (d0 * 100 + d1)>
memref.global @X_spad : memref<2x64xf32, 1>
memref.global @Y_spad : memref<2x64xf32, 1>
func.func @kernel(%X: memref<400xf32>, %Y: memref<400xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tag0 = memref.alloc() : memref<1xi32>
  %tag1 = memref.alloc() : memref<1xi32>
  %xs = memref.get_global @X_spad : memref<2x64xf32, 1>
  %ys = memref.get_global @Y_spad : memref<2x64xf32, 1>
  affine.for %i = 0 to 4 step 2 {
    affine.for %j = 0 to 100 step 64 {
      %d = affine.apply #map0(%i, %j)
      memref.dma_start %X[%d], %xs[%c0, %c0], %c2, %tag0[%c0], %c1, %c1 : memref<400xf32>, memref<2x64xf32, 1>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[64, 1], padding=0}
      affine.for %r = 0 to 2 {
        affine.for %k = 0 to 64 step 4 {
          %v = affine.vector_load %xs[%r, %k] : memref<2x64xf32, 1>, vector<4xf32>
          %sq = arith.mulf %v, %v : vector<4xf32>
          %one = arith.constant dense<1.0> : vector<4xf32>
          %y = arith.subf %sq, %one : vector<4xf32>
          affine.vector_store %y, %ys[%r, %k] : memref<2x64xf32, 1>, vector<4xf32>
        }
      } {inner_loop=false}
      memref.dma_start %ys[%c0, %c0], %Y[%d], %c3, %tag1[%c0], %c1, %c1 : memref<2x64xf32, 1>, memref<400xf32>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[64, 1], padding=0}
    } {outer_loop=true}
  } {outer_loop=true}
  return
}
