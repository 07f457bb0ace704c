// RUN: --host-model --emit=ll
// --host-model runs the kernel on the host, where VCIX is not modelled: the
// first vcix op is a located error, before any pass runs.
func.func @kernel(%x: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %rvl = arith.constant 8 : i64
  %v = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
  %w = "vcix.iv"(%v, %rvl) {opcode = 3 : i64, imm = 1 : i32} : (vector<8xf32>, i64) -> vector<8xf32>
  vector.store %w, %x[%c0] : memref<8xf32>, vector<8xf32>
  return
}
