// A 256x64 tile (PyTorchSim-sized rows): scale by a constant and add a row-broadcast bias, vector<64xf32> per row, spad round trip.
memref.global @Y_spad : memref<256x64xf32, 1>
func.func @kernel(%x: memref<16384xf32>, %bias: memref<64xf32>, %y: memref<16384xf32>) {
  %ys = memref.get_global @Y_spad : memref<256x64xf32, 1>
  %c0 = arith.constant 0 : index
  %bv = vector.load %bias[%c0] : memref<64xf32>, vector<64xf32>
  %k = arith.constant dense<0.5> : vector<64xf32>
  affine.for %i = 0 to 256 {
    %v = affine.vector_load %x[%i * 64] : memref<16384xf32>, vector<64xf32>
    %m = arith.mulf %v, %k : vector<64xf32>
    %r = arith.addf %m, %bv : vector<64xf32>
    affine.vector_store %r, %ys[%i, 0] : memref<256x64xf32, 1>, vector<64xf32>
  }
  affine.for %i = 0 to 256 {
    %r = affine.vector_load %ys[%i, 0] : memref<256x64xf32, 1>, vector<64xf32>
    affine.vector_store %r, %y[%i * 64] : memref<16384xf32>, vector<64xf32>
  }
  return
}
