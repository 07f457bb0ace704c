// RUN: --host-model --vectorlane=4 --emit=ll
// The lane index writes 64-bit lane numbers (vcix.md §7): with a narrower
// element the machine's writes would overrun the register, so
// --host-model rejects it, at the torchsim.vlane_idx it came from.
func.func @kernel(%x: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %v = "torchsim.vlane_idx"() {vlane_offset = 16 : i64} : () -> vector<4xi32>
  vector.store %v, %x[%c0] : memref<4xi32>, vector<4xi32>
  return
}
