// 2-D vector.transfer_read out of bounds in both dimensions (rows past the end and lanes past the end), then a 2-D transfer_write.
func.func @kernel(%a: memref<5x6xi32>, %o: memref<4x8xi32>) {
  %pad = arith.constant -9 : i32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %a[%c3, %c2], %pad : memref<5x6xi32>, vector<4x8xi32>
  vector.transfer_write %v, %o[%c0, %c0] : vector<4x8xi32>, memref<4x8xi32>
  return
}
