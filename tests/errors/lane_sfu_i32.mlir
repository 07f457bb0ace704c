// RUN: --host-model --vectorlane=4 --emit=ll
// The special-function unit computes on f32 and f16 only.
func.func @kernel(%x: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %x[%c0] : memref<8xi32>, vector<8xi32>
  %e = "vcix.v.iv"(%v) {imm = 0 : i32, opcode = 3 : i64} : (vector<8xi32>) -> vector<8xi32>
  vector.store %e, %x[%c0] : memref<8xi32>, vector<8xi32>
  return
}
