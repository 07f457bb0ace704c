// affine.vector_load / affine.vector_store with map indices on a 2-D memref (row chunks of 8).
func.func @kernel(%a: memref<16x32xf32>, %b: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %a[%i, %j] : memref<16x32xf32>, vector<8xf32>
      %w = arith.addf %v, %v : vector<8xf32>
      affine.vector_store %w, %b[15 - %i, %j] : memref<16x32xf32>, vector<8xf32>
    }
  }
  return
}
