// pad_rows_cols_add with the loops swapped (columns outer, rows inner):
// the rows pad first (their stride 100 stays), then the columns (100 ->
// 128); memref<500xf32> -> <800> -> <1024>, the same layout either way.
// PAD-IN: a0 = rng.standard_normal(500).astype(np.float32)
// PAD-IN: a1 = rng.standard_normal(500).astype(np.float32)
// PAD-IN: a2 = np.zeros(500, np.float32)
// PAD-EXPECT: a2 = a0 + a1
#map0 = affine_map<(d0, d1) -> (d0 * 100 + d1)>
memref.global @X_spad : memref<4x64xf32, 1>
memref.global @W_spad : memref<4x64xf32, 1>
memref.global @Z_spad : memref<4x64xf32, 1>
func.func @kernel(%X: memref<500xf32>, %W: memref<500xf32>, %Z: memref<500xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tag0 = memref.alloc() : memref<1xi32>
  %tag1 = memref.alloc() : memref<1xi32>
  %tag2 = memref.alloc() : memref<1xi32>
  %xs = memref.get_global @X_spad : memref<4x64xf32, 1>
  %ws = memref.get_global @W_spad : memref<4x64xf32, 1>
  %zs = memref.get_global @Z_spad : memref<4x64xf32, 1>
  affine.for %j = 0 to 100 step 64 {
    affine.for %i = 0 to 5 step 4 {
      %d = affine.apply #map0(%i, %j)
      memref.dma_start %X[%d], %xs[%c0, %c0], %c2, %tag0[%c0], %c1, %c1 : memref<500xf32>, memref<4x64xf32, 1>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[64, 1], padding=0}
      memref.dma_start %W[%d], %ws[%c0, %c0], %c2, %tag1[%c0], %c1, %c1 : memref<500xf32>, memref<4x64xf32, 1>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[64, 1], padding=0}
      affine.for %r = 0 to 4 {
        affine.for %k = 0 to 64 step 8 {
          %x = affine.vector_load %xs[%r, %k] : memref<4x64xf32, 1>, vector<8xf32>
          %w = affine.vector_load %ws[%r, %k] : memref<4x64xf32, 1>, vector<8xf32>
          %z = arith.addf %x, %w : vector<8xf32>
          affine.vector_store %z, %zs[%r, %k] : memref<4x64xf32, 1>, vector<8xf32>
        }
      } {inner_loop=false}
      memref.dma_start %zs[%c0, %c0], %Z[%d], %c3, %tag2[%c0], %c1, %c1 : memref<4x64xf32, 1>, memref<500xf32>, memref<1xi32> {dram_stride=[100, 1], sram_stride=[64, 1], padding=0}
    } {outer_loop=true}
  } {outer_loop=true}
  return
}
