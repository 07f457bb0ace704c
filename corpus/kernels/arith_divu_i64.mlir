// Unsigned division family on i64 (full range dividends): divui remui ceildivui.
// MLIR-PRE: arith-expand
func.func @kernel(%a: memref<64xi64>, %b: memref<64xi64>, %o: memref<3x64xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i64
  %m = arith.constant 65535 : i64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xi64>
    %y0 = memref.load %b[%i] : memref<64xi64>
    %y1 = arith.andi %y0, %m : i64
    %y = arith.ori %y1, %one : i64
    %q = arith.divui %x, %y : i64
    %r = arith.remui %x, %y : i64
    %cq = arith.ceildivui %x, %y : i64
    memref.store %q, %o[%c0, %i] : memref<3x64xi64>
    memref.store %r, %o[%c1, %i] : memref<3x64xi64>
    memref.store %cq, %o[%c2, %i] : memref<3x64xi64>
  }
  return
}
