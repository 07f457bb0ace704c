// scf.if yielding one of two memrefs; the chosen buffer is then written.
// SCALARS: 1
func.func @kernel(%a: memref<8xi16>, %b: memref<8xi16>, %sel: i1) {
  %m = scf.if %sel -> (memref<8xi16>) {
    scf.yield %a : memref<8xi16>
  } else {
    scf.yield %b : memref<8xi16>
  }
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi16>
  vector.store %v, %m[%c0] : memref<8xi16>, vector<8xi16>
  return
}
