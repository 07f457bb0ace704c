// vector.extract / vector.insert of scalars and sub-vectors at static positions in a vector<4x8xi32>, dynamic positions in a 1-D vector.
func.func @kernel(%a: memref<4x8xi32>, %o: memref<4x8xi32>, %s: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c0i = arith.constant 0 : i32
  %v = vector.transfer_read %a[%c0, %c0], %c0i {in_bounds = [true, true]} : memref<4x8xi32>, vector<4x8xi32>
  %row = vector.extract %v[1] : vector<8xi32> from vector<4x8xi32>
  %e = vector.extract %v[2, 5] : i32 from vector<4x8xi32>
  %d = vector.extract %v[3, 2] : i32 from vector<4x8xi32>
  %r1 = vector.insert %row, %v [3] : vector<8xi32> into vector<4x8xi32>
  %r2 = vector.insert %e, %r1 [0, 0] : i32 into vector<4x8xi32>
  %r3 = vector.insert %d, %r2 [1, 2] : i32 into vector<4x8xi32>
  vector.transfer_write %r3, %o[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xi32>, memref<4x8xi32>
  %x = vector.extract %row[7] : i32 from vector<8xi32>
  %y = vector.extract %row[%c2] : i32 from vector<8xi32>
  memref.store %e, %s[%c0] : memref<4xi32>
  memref.store %d, %s[%c1] : memref<4xi32>
  memref.store %x, %s[%c2] : memref<4xi32>
  memref.store %y, %s[%c3] : memref<4xi32>
  return
}
