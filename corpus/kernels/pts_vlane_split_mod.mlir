// Vector-lane split: element k goes to lane k mod 8 at row k floordiv 8 of a lane-major spad (mod/floordiv maps), then rows summed.
memref.global @L_spad : memref<8x32xi32, 1>
func.func @kernel(%x: memref<256xi32>, %y: memref<8xi32>) {
  %ls = memref.get_global @L_spad : memref<8x32xi32, 1>
  affine.for %k = 0 to 256 {
    %v = affine.load %x[%k] : memref<256xi32>
    affine.store %v, %ls[%k mod 8, %k floordiv 8] : memref<8x32xi32, 1>
  }
  affine.for %l = 0 to 8 {
    %r = affine.vector_load %ls[%l, 0] : memref<8x32xi32, 1>, vector<32xi32>
    %s = vector.reduction <add>, %r : vector<32xi32> into i32
    affine.store %s, %y[%l] : memref<8xi32>
  }
  return
}
