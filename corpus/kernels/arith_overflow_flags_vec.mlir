// Overflow flags on vector ops (nsw/nuw) with small operands.
// FILL: 0 -100 100
// FILL: 1 -100 100
func.func @kernel(%a: memref<8xi16>, %b: memref<8xi16>, %o: memref<3x8xi16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = vector.load %a[%c0] : memref<8xi16>, vector<8xi16>
  %y = vector.load %b[%c0] : memref<8xi16>, vector<8xi16>
  %r0 = arith.addi %x, %y overflow<nsw> : vector<8xi16>
  %r1 = arith.muli %x, %y overflow<nsw> : vector<8xi16>
  %r2 = arith.subi %r1, %r0 overflow<nsw> : vector<8xi16>
  vector.store %r0, %o[%c0, %c0] : memref<3x8xi16>, vector<8xi16>
  vector.store %r1, %o[%c1, %c0] : memref<3x8xi16>, vector<8xi16>
  vector.store %r2, %o[%c2, %c0] : memref<3x8xi16>, vector<8xi16>
  return
}
