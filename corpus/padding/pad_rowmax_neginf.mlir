// Row maxima of X[3, 100], every row one 128-wide tile (0 to 100 step 128):
// the MVIN carries padding = 1, so the padded columns hold -inf and the
// maximum of an all-negative row is right (a zero fill would give 0).
// The output DMA's index is the row loop's alone: out stays memref<3xf32>.
// PAD-IN: a0 = (-np.abs(rng.standard_normal(300)) - np.float32(0.5)).astype(np.float32)
// PAD-IN: a1 = np.zeros(3, np.float32)
// PAD-EXPECT: a1 = a0.reshape(3, 100).max(axis=1)
#map0 = affine_map<(d0, d1) -> (d0 * 100 + d1)>
memref.global @X_spad : memref<1x128xf32, 1>
memref.global @O_spad : memref<1xf32, 1>
func.func @kernel(%X: memref<300xf32>, %O: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tag0 = memref.alloc() : memref<1xi32>
  %tag1 = memref.alloc() : memref<1xi32>
  %xs = memref.get_global @X_spad : memref<1x128xf32, 1>
  %os = memref.get_global @O_spad : memref<1xf32, 1>
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 100 step 128 {
      %d = affine.apply #map0(%i, %j)
      memref.dma_start %X[%d], %xs[%c0, %c0], %c2, %tag0[%c0], %c1, %c1 : memref<300xf32>, memref<1x128xf32, 1>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[128, 1], padding=1}
      %m = affine.for %k = 0 to 128 iter_args(%acc = %ninf) -> (f32) {
        %v = affine.load %xs[0, %k] : memref<1x128xf32, 1>
        %mx = arith.maximumf %acc, %v : f32
        affine.yield %mx : f32
      }
      affine.store %m, %os[0] : memref<1xf32, 1>
      memref.dma_start %os[%c0], %O[%i], %c3, %tag1[%c0], %c0, %c1 : memref<1xf32, 1>, memref<3xf32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    } {outer_loop=true}
  } {outer_loop=true}
  return
}
