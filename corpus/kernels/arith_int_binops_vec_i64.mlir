// arith integer ops on vector<4xi64>: add sub mul and or xor maxsi maxui minsi minui.
func.func @kernel(%a: memref<4xi64>, %b: memref<4xi64>, %o: memref<10x4xi64>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<4xi64>, vector<4xi64>
  %y = vector.load %b[%c0] : memref<4xi64>, vector<4xi64>
  %r0 = arith.addi %x, %y : vector<4xi64>
  %r1 = arith.subi %x, %y : vector<4xi64>
  %r2 = arith.muli %x, %y : vector<4xi64>
  %r3 = arith.andi %x, %y : vector<4xi64>
  %r4 = arith.ori %x, %y : vector<4xi64>
  %r5 = arith.xori %x, %y : vector<4xi64>
  %r6 = arith.maxsi %x, %y : vector<4xi64>
  %r7 = arith.maxui %x, %y : vector<4xi64>
  %r8 = arith.minsi %x, %y : vector<4xi64>
  %r9 = arith.minui %x, %y : vector<4xi64>
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %k9 = arith.constant 9 : index
  vector.store %r0, %o[%c0, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r1, %o[%k1, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r2, %o[%k2, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r3, %o[%k3, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r4, %o[%k4, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r5, %o[%k5, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r6, %o[%k6, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r7, %o[%k7, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r8, %o[%k8, %c0] : memref<10x4xi64>, vector<4xi64>
  vector.store %r9, %o[%k9, %c0] : memref<10x4xi64>, vector<4xi64>
  return
}
