// Row sums and row maxima of a 32x64 tile with vector.reduction into a spad vector, then back to DRAM.
memref.global @R_spad : memref<2x32xf32, 1>
func.func @kernel(%x: memref<2048xf32>, %y: memref<64xf32>) {
  %rs = memref.get_global @R_spad : memref<2x32xf32, 1>
  affine.for %i = 0 to 32 {
    %v = affine.vector_load %x[%i * 64] : memref<2048xf32>, vector<64xf32>
    %s = vector.reduction <add>, %v : vector<64xf32> into f32
    %m = vector.reduction <maxnumf>, %v : vector<64xf32> into f32
    affine.store %s, %rs[0, %i] : memref<2x32xf32, 1>
    affine.store %m, %rs[1, %i] : memref<2x32xf32, 1>
  }
  %a = affine.vector_load %rs[0, 0] : memref<2x32xf32, 1>, vector<32xf32>
  %b = affine.vector_load %rs[1, 0] : memref<2x32xf32, 1>, vector<32xf32>
  affine.vector_store %a, %y[0] : memref<64xf32>, vector<32xf32>
  affine.vector_store %b, %y[32] : memref<64xf32>, vector<32xf32>
  return
}
