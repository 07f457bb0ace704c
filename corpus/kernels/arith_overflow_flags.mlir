// Integer ops with overflow flags (nsw, nuw, both) on values that cannot overflow.
// FILL: 0 0 1000
// FILL: 1 0 1000
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi32>, %o: memref<5x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  %three = arith.constant 3 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = memref.load %b[%i] : memref<16xi32>
    %r0 = arith.addi %x, %y overflow<nsw> : i32
    %r1 = arith.subi %x, %y overflow<nsw> : i32
    %r2 = arith.muli %x, %y overflow<nsw, nuw> : i32
    %r3 = arith.shli %x, %three overflow<nuw> : i32
    %r4 = arith.addi %r0, %r2 overflow<nuw> : i32
    memref.store %r0, %o[%c0, %i] : memref<5x16xi32>
    memref.store %r1, %o[%c1, %i] : memref<5x16xi32>
    memref.store %r2, %o[%c2, %i] : memref<5x16xi32>
    memref.store %r3, %o[%c3, %i] : memref<5x16xi32>
    memref.store %r4, %o[%c4, %i] : memref<5x16xi32>
  }
  return
}
