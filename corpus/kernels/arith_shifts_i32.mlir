// Shifts on i32 with amounts masked below the width: shli shrsi shrui.
func.func @kernel(%a: memref<32xi32>, %b: memref<32xi32>, %o: memref<3x32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 32 : index
  %m = arith.constant 31 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi32>
    %s0 = memref.load %b[%i] : memref<32xi32>
    %s = arith.andi %s0, %m : i32
    %r0 = arith.shli %x, %s : i32
    %r1 = arith.shrsi %x, %s : i32
    %r2 = arith.shrui %x, %s : i32
    memref.store %r0, %o[%c0, %i] : memref<3x32xi32>
    memref.store %r1, %o[%c1, %i] : memref<3x32xi32>
    memref.store %r2, %o[%c2, %i] : memref<3x32xi32>
  }
  return
}
