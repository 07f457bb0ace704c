// Non-power-of-two integer widths: i3, i17, i48 arithmetic (add, mul, shifts, division) and extensions, stored as i64.
// MLIR-PRE: arith-expand
func.func @kernel(%a: memref<16xi64>, %b: memref<16xi64>, %o: memref<5x16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi64>
    %y = memref.load %b[%i] : memref<16xi64>
    %x3 = arith.trunci %x : i64 to i3
    %y3 = arith.trunci %y : i64 to i3
    %m3 = arith.muli %x3, %y3 : i3
    %e3 = arith.extsi %m3 : i3 to i64
    %x17 = arith.trunci %x : i64 to i17
    %y17 = arith.trunci %y : i64 to i17
    %a17 = arith.addi %x17, %y17 : i17
    %one = arith.constant 1 : i17
    %y17o = arith.ori %y17, %one : i17
    %d17 = arith.divui %x17, %y17o : i17
    %f17 = arith.floordivsi %a17, %y17o : i17
    %e17 = arith.extui %d17 : i17 to i64
    %g17 = arith.extsi %f17 : i17 to i64
    %x48 = arith.trunci %x : i64 to i48
    %sh = arith.constant 5 : i48
    %s48 = arith.shli %x48, %sh : i48
    %r48 = arith.shrsi %s48, %sh : i48
    %e48 = arith.extsi %r48 : i48 to i64
    %e48u = arith.extui %s48 : i48 to i64
    memref.store %e3, %o[%c0, %i] : memref<5x16xi64>
    memref.store %e17, %o[%c1, %i] : memref<5x16xi64>
    memref.store %g17, %o[%c2, %i] : memref<5x16xi64>
    memref.store %e48, %o[%c3, %i] : memref<5x16xi64>
    memref.store %e48u, %o[%c4, %i] : memref<5x16xi64>
  }
  return
}
