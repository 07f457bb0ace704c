// An input push before any weight push: the systolic array has no weights
// to multiply with (vcix.md §4.3); the host model's error is located at the op.
func.func @kernel(%x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %rvl = arith.constant 4 : i64
  %v = vector.load %x[%c0] : memref<16xf32>, vector<4xf32>
  "vcix.iv"(%v, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
  return
}
