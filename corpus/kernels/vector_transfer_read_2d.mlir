// 2-D vector.transfer_read / transfer_write (unrolled by convert-vector-to-scf), in-bounds and partially out of bounds.
func.func @kernel(%a: memref<5x7xi32>, %o: memref<8x8xi32>) {
  %pad = arith.constant 99 : i32
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<5x7xi32>, vector<4x4xi32>
  vector.transfer_write %v, %o[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xi32>, memref<8x8xi32>
  %w = vector.transfer_read %a[%c2, %c3], %pad : memref<5x7xi32>, vector<4x8xi32>
  vector.transfer_write %w, %o[%c3, %c0] : vector<4x8xi32>, memref<8x8xi32>
  return
}
