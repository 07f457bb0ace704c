// RUN: --host-model --vectorlane=4 --emit=ll
// --host-model models the systolic array, the lane index and the
// special-function unit; a vcix op of another unit (opcode 3 of vcix.iv is
// the XLU's push) is a located error.
func.func @kernel(%x: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %rvl = arith.constant 8 : i64
  %v = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
  "vcix.iv"(%v, %rvl) {opcode = 3 : i64, imm = 1 : i32, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
  return
}
