// 1-D vector.transfer_read crossing the end of a row (out of bounds lanes get the padding), minor identity map, no in_bounds.
func.func @kernel(%a: memref<4x10xf32>, %o: memref<4x16xf32>) {
  %pad = arith.constant -7.0 : f32
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    %v0 = vector.transfer_read %a[%i, %c0], %pad : memref<4x10xf32>, vector<8xf32>
    %v1 = vector.transfer_read %a[%i, %c8], %pad : memref<4x10xf32>, vector<8xf32>
    vector.store %v0, %o[%i, %c0] : memref<4x16xf32>, vector<8xf32>
    vector.store %v1, %o[%i, %c8] : memref<4x16xf32>, vector<8xf32>
  }
  return
}
