// RUN: --host-model --vectorlane=4 --emit=ll
// The systolic array reads f32, f16 (spike-fp8) and i8: bf16 would be read
// as IEEE half on the machine, so --host-model rejects it.
func.func @kernel(%x: memref<8xbf16>) {
  %c0 = arith.constant 0 : index
  %rvl = arith.constant 8 : i64
  %v = vector.load %x[%c0] : memref<8xbf16>, vector<8xbf16>
  "vcix.iv"(%v, %rvl) {opcode = 1 : i64, imm = 0 : i64, rd = 0 : i64} : (vector<8xbf16>, i64) -> ()
  return
}
