// arith integer ops on i64 scalars, element by element: add sub mul and or xor max/min (signed, unsigned).
func.func @kernel(%a: memref<32xi64>, %b: memref<32xi64>, %o: memref<10x32xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi64>
    %y = memref.load %b[%i] : memref<32xi64>
    %r0 = arith.addi %x, %y : i64
    %r1 = arith.subi %x, %y : i64
    %r2 = arith.muli %x, %y : i64
    %r3 = arith.andi %x, %y : i64
    %r4 = arith.ori %x, %y : i64
    %r5 = arith.xori %x, %y : i64
    %r6 = arith.maxsi %x, %y : i64
    %r7 = arith.maxui %x, %y : i64
    %r8 = arith.minsi %x, %y : i64
    %r9 = arith.minui %x, %y : i64
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k2 = arith.constant 2 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %k5 = arith.constant 5 : index
    %k6 = arith.constant 6 : index
    %k7 = arith.constant 7 : index
    %k8 = arith.constant 8 : index
    %k9 = arith.constant 9 : index
    memref.store %r0, %o[%k0, %i] : memref<10x32xi64>
    memref.store %r1, %o[%k1, %i] : memref<10x32xi64>
    memref.store %r2, %o[%k2, %i] : memref<10x32xi64>
    memref.store %r3, %o[%k3, %i] : memref<10x32xi64>
    memref.store %r4, %o[%k4, %i] : memref<10x32xi64>
    memref.store %r5, %o[%k5, %i] : memref<10x32xi64>
    memref.store %r6, %o[%k6, %i] : memref<10x32xi64>
    memref.store %r7, %o[%k7, %i] : memref<10x32xi64>
    memref.store %r8, %o[%k8, %i] : memref<10x32xi64>
    memref.store %r9, %o[%k9, %i] : memref<10x32xi64>
  }
  return
}
