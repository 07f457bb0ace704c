// A pop with fewer computed rows waiting than it takes (vcix.md §4.5).
func.func @kernel(%x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %rvl = arith.constant 4 : i64
  %v = vector.load %x[%c0] : memref<16xf32>, vector<4xf32>
  "vcix.iv"(%v, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
  "vcix.iv"(%v, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
  %p = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
  %q = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
  vector.store %q, %x[%c0] : memref<16xf32>, vector<4xf32>
  return
}
