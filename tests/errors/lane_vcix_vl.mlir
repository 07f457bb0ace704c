// RUN: --host-model --vectorlane=4 --emit=ll
// The number of elements a VCIX op moves is min(vl, vector length): the
// host model needs vl as a constant (lower_to_vcix always makes one).
func.func @kernel(%x: memref<8xf32>, %vl: i64) {
  %c0 = arith.constant 0 : index
  %v = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
  "vcix.iv"(%v, %vl) {opcode = 1 : i64, imm = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
  return
}
