// PyTorchSim-style GEMM tile: DRAM (flat memrefs) -> scratchpad globals in memory space 1 -> vector FMA over rows -> DRAM.
memref.global @X_spad : memref<32x32xf32, 1>
memref.global @W_spad : memref<32x32xf32, 1>
memref.global @Y_spad : memref<32x32xf32, 1>
func.func @kernel(%x: memref<1024xf32>, %w: memref<1024xf32>, %y: memref<1024xf32>) {
  %xs = memref.get_global @X_spad : memref<32x32xf32, 1>
  %ws = memref.get_global @W_spad : memref<32x32xf32, 1>
  %ys = memref.get_global @Y_spad : memref<32x32xf32, 1>
  %zero = arith.constant dense<0.0> : vector<32xf32>
  affine.for %i = 0 to 32 {
    %a = affine.vector_load %x[%i * 32] : memref<1024xf32>, vector<32xf32>
    affine.vector_store %a, %xs[%i, 0] : memref<32x32xf32, 1>, vector<32xf32>
    %b = affine.vector_load %w[%i * 32] : memref<1024xf32>, vector<32xf32>
    affine.vector_store %b, %ws[%i, 0] : memref<32x32xf32, 1>, vector<32xf32>
    affine.vector_store %zero, %ys[%i, 0] : memref<32x32xf32, 1>, vector<32xf32>
  }
  affine.for %i = 0 to 32 {
    %acc = affine.for %k = 0 to 32 iter_args(%s = %zero) -> (vector<32xf32>) {
      %a = affine.load %xs[%i, %k] : memref<32x32xf32, 1>
      %ab = vector.broadcast %a : f32 to vector<32xf32>
      %b = affine.vector_load %ws[%k, 0] : memref<32x32xf32, 1>, vector<32xf32>
      %t = vector.fma %ab, %b, %s : vector<32xf32>
      affine.yield %t : vector<32xf32>
    }
    affine.vector_store %acc, %ys[%i, 0] : memref<32x32xf32, 1>, vector<32xf32>
  }
  affine.for %i = 0 to 32 {
    %r = affine.vector_load %ys[%i, 0] : memref<32x32xf32, 1>, vector<32xf32>
    affine.vector_store %r, %y[%i * 32] : memref<1024xf32>, vector<32xf32>
  }
  return
}
