// Signed and unsigned division family on i8 over the full range, -128 included: divsi remsi floordivsi ceildivsi divui remui ceildivui (divisors never 0; -1 replaced by 3 where the dividend may be -128, since INT_MIN / -1 traps in MLIR's build too).
// MLIR-PRE: arith-expand
// FILL: 0 -128 127
// FILL: 1 -9 9
func.func @kernel(%a: memref<64xi8>, %b: memref<64xi8>, %o: memref<7x64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i8
  %three = arith.constant 3 : i8
  %m1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %n step %c1 {
    %x0 = memref.load %a[%i] : memref<64xi8>
    %y0 = memref.load %b[%i] : memref<64xi8>
    %im = arith.remui %i, %c7 : index
    %force = arith.cmpi eq, %im, %c0 : index
    %x = arith.select %force, %min, %x0 : i8
    %y1 = arith.ori %y0, %one : i8
    %ism1 = arith.cmpi eq, %y1, %m1 : i8
    %y = arith.select %ism1, %three, %y1 : i8
    %r0 = arith.divsi %x, %y : i8
    %r1 = arith.remsi %x, %y : i8
    %r2 = arith.floordivsi %x, %y : i8
    %r3 = arith.ceildivsi %x, %y : i8
    %r4 = arith.divui %x, %y : i8
    %r5 = arith.remui %x, %y : i8
    %r6 = arith.ceildivui %x, %y : i8
    memref.store %r0, %o[%c0, %i] : memref<7x64xi8>
    memref.store %r1, %o[%c1, %i] : memref<7x64xi8>
    memref.store %r2, %o[%c2, %i] : memref<7x64xi8>
    memref.store %r3, %o[%c3, %i] : memref<7x64xi8>
    memref.store %r4, %o[%c4, %i] : memref<7x64xi8>
    memref.store %r5, %o[%c5, %i] : memref<7x64xi8>
    memref.store %r6, %o[%c6, %i] : memref<7x64xi8>
  }
  return
}
