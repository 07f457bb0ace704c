// External scratchpad globals in memory space 1 (PyTorchSim's X_spad/Y_spad), loaded/stored with vectors; the driver defines them.
memref.global @X_spad : memref<16x32xf32, 1>
memref.global @Y_spad : memref<16x32xf32, 1>
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  %xs = memref.get_global @X_spad : memref<16x32xf32, 1>
  %ys = memref.get_global @Y_spad : memref<16x32xf32, 1>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %x[%i * 32 + %j] : memref<512xf32>, vector<8xf32>
      affine.vector_store %v, %xs[%i, %j] : memref<16x32xf32, 1>, vector<8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %xs[%i, %j] : memref<16x32xf32, 1>, vector<8xf32>
      %w = arith.mulf %v, %v : vector<8xf32>
      affine.vector_store %w, %ys[%i, %j] : memref<16x32xf32, 1>, vector<8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %ys[%i, %j] : memref<16x32xf32, 1>, vector<8xf32>
      affine.vector_store %v, %y[%i * 32 + %j] : memref<512xf32>, vector<8xf32>
    }
  }
  return
}
