// Elementwise add + ReLU (maximumf with 0) over a 64x64 tile in spad, flat DRAM addressing d0 * 64 + d1, vectors of 16.
memref.global @A_spad : memref<64x64xf32, 1>
func.func @kernel(%a: memref<4096xf32>, %b: memref<4096xf32>, %y: memref<4096xf32>) {
  %as = memref.get_global @A_spad : memref<64x64xf32, 1>
  %z = arith.constant dense<0.0> : vector<16xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 16 {
      %x = affine.vector_load %a[%i * 64 + %j] : memref<4096xf32>, vector<16xf32>
      %w = affine.vector_load %b[%i * 64 + %j] : memref<4096xf32>, vector<16xf32>
      %s = arith.addf %x, %w : vector<16xf32>
      %r = arith.maximumf %s, %z : vector<16xf32>
      affine.vector_store %r, %as[%i, %j] : memref<64x64xf32, 1>, vector<16xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 16 {
      %r = affine.vector_load %as[%i, %j] : memref<64x64xf32, 1>, vector<16xf32>
      affine.vector_store %r, %y[%i * 64 + %j] : memref<4096xf32>, vector<16xf32>
    }
  }
  return
}
