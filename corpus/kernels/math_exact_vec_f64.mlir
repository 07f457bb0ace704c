// Exact math ops on vector<4xf64>: absf ceil floor trunc round roundeven sqrt copysign fma.
func.func @kernel(%a: memref<4xf64>, %b: memref<4xf64>, %o: memref<9x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %x0 = vector.load %a[%c0] : memref<4xf64>, vector<4xf64>
  %y = vector.load %b[%c0] : memref<4xf64>, vector<4xf64>
  %s = arith.constant dense<[2.0, 4.0, 0.5, 8.0]> : vector<4xf64>
  %x = arith.mulf %x0, %s : vector<4xf64>
  %r0 = math.absf %x : vector<4xf64>
  %r1 = math.ceil %x : vector<4xf64>
  %r2 = math.floor %x : vector<4xf64>
  %r3 = math.trunc %x : vector<4xf64>
  %r4 = math.round %x : vector<4xf64>
  %r5 = math.roundeven %x : vector<4xf64>
  %r6 = math.sqrt %r0 : vector<4xf64>
  %r7 = math.copysign %y, %x : vector<4xf64>
  %r8 = math.fma %x, %y, %x0 : vector<4xf64>
  vector.store %r0, %o[%c0, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r1, %o[%c1, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r2, %o[%k2, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r3, %o[%k3, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r4, %o[%k4, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r5, %o[%k5, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r6, %o[%k6, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r7, %o[%k7, %c0] : memref<9x4xf64>, vector<4xf64>
  vector.store %r8, %o[%k8, %c0] : memref<9x4xf64>, vector<4xf64>
  return
}
