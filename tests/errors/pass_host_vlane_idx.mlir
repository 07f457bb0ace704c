// RUN: --host-model --passes=default --emit=mlir
// torchsim.vlane_idx is lowered to a VCIX op (lower-vlane-idx), so
// --host-model rejects it too, at its own position.
func.func @kernel(%x: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = "torchsim.vlane_idx"() {vlane_offset = 16 : i64} : () -> vector<4xi64>
  vector.store %v, %x[%c0] : memref<4xi64>, vector<4xi64>
  return
}
