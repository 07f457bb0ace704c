// Signed division family on i64 with negative operands: divsi remsi ceildivsi floordivsi.
// MLIR-PRE: arith-expand
// FILL: 0 -1000 1000
// FILL: 1 -37 37
func.func @kernel(%a: memref<64xi64>, %b: memref<64xi64>, %o: memref<4x64xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xi64>
    %y0 = memref.load %b[%i] : memref<64xi64>
    %y = arith.ori %y0, %one : i64
    %q = arith.divsi %x, %y : i64
    %r = arith.remsi %x, %y : i64
    %cq = arith.ceildivsi %x, %y : i64
    %fq = arith.floordivsi %x, %y : i64
    memref.store %q, %o[%c0, %i] : memref<4x64xi64>
    memref.store %r, %o[%c1, %i] : memref<4x64xi64>
    memref.store %cq, %o[%c2, %i] : memref<4x64xi64>
    memref.store %fq, %o[%c3, %i] : memref<4x64xi64>
  }
  return
}
