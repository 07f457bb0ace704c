// Tile transpose through a spad: row vectors in, scalar transposed stores, row vectors out (d0 * 16 + d1 maps).
memref.global @T_spad : memref<16x16xi32, 1>
func.func @kernel(%x: memref<256xi32>, %y: memref<256xi32>) {
  %ts = memref.get_global @T_spad : memref<16x16xi32, 1>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %x[%i * 16 + %j] : memref<256xi32>
      affine.store %v, %ts[%j, %i] : memref<16x16xi32, 1>
    }
  }
  affine.for %i = 0 to 16 {
    %r = affine.vector_load %ts[%i, 0] : memref<16x16xi32, 1>, vector<16xi32>
    affine.vector_store %r, %y[%i * 16] : memref<256xi32>, vector<16xi32>
  }
  return
}
