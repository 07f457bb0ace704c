// vector.extract_strided_slice and vector.insert_strided_slice on 1-D  and 2-D vectors.
func.func @kernel(%a: memref<4x8xf32>, %o: memref<4x8xf32>, %p: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
  %s = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %r = vector.insert_strided_slice %s, %v {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  vector.transfer_write %r, %o[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
  %row = vector.extract %v[3] : vector<8xf32> from vector<4x8xf32>
  %ev = vector.extract_strided_slice %row {offsets = [3], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  vector.store %ev, %p[%c0] : memref<4xf32>, vector<4xf32>
  return
}
