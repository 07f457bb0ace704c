// Shifts on i64 with amounts masked below the width: shli shrsi shrui.
func.func @kernel(%a: memref<32xi64>, %b: memref<32xi64>, %o: memref<3x32xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 32 : index
  %m = arith.constant 63 : i64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi64>
    %s0 = memref.load %b[%i] : memref<32xi64>
    %s = arith.andi %s0, %m : i64
    %r0 = arith.shli %x, %s : i64
    %r1 = arith.shrsi %x, %s : i64
    %r2 = arith.shrui %x, %s : i64
    memref.store %r0, %o[%c0, %i] : memref<3x32xi64>
    memref.store %r1, %o[%c1, %i] : memref<3x32xi64>
    memref.store %r2, %o[%c2, %i] : memref<3x32xi64>
  }
  return
}
