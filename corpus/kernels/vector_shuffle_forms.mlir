// vector.shuffle: 1-D interleave of two vectors, a 1-D permutation of one, and a 2-D shuffle of leading rows.
func.func @kernel(%a: memref<8xi32>, %b: memref<8xi32>, %o: memref<16xi32>, %p: memref<8xi32>, %q: memref<3x4xi32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %y = vector.load %b[%c0] : memref<8xi32>, vector<8xi32>
  %il = vector.shuffle %x, %y [0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15] : vector<8xi32>, vector<8xi32>
  vector.store %il, %o[%c0] : memref<16xi32>, vector<16xi32>
  %rev = vector.shuffle %x, %x [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>, vector<8xi32>
  vector.store %rev, %p[%c0] : memref<8xi32>, vector<8xi32>
  %x2 = vector.shape_cast %x : vector<8xi32> to vector<2x4xi32>
  %y2 = vector.shape_cast %y : vector<8xi32> to vector<2x4xi32>
  %s2 = vector.shuffle %x2, %y2 [3, 0, 2] : vector<2x4xi32>, vector<2x4xi32>
  vector.transfer_write %s2, %q[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xi32>, memref<3x4xi32>
  return
}
