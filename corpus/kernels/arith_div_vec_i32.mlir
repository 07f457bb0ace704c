// Division ops on vector<8xi32>: divsi divui remsi remui ceildivsi ceildivui floordivsi.
// MLIR-PRE: arith-expand
// FILL: 0 -100000 100000
// FILL: 1 -300 300
func.func @kernel(%a: memref<8xi32>, %b: memref<8xi32>, %o: memref<7x8xi32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %y0 = vector.load %b[%c0] : memref<8xi32>, vector<8xi32>
  %one = arith.constant dense<1> : vector<8xi32>
  %y = arith.ori %y0, %one : vector<8xi32>
  %r0 = arith.divsi %x, %y : vector<8xi32>
  %r1 = arith.divui %x, %y : vector<8xi32>
  %r2 = arith.remsi %x, %y : vector<8xi32>
  %r3 = arith.remui %x, %y : vector<8xi32>
  %r4 = arith.ceildivsi %x, %y : vector<8xi32>
  %r5 = arith.ceildivui %x, %y : vector<8xi32>
  %r6 = arith.floordivsi %x, %y : vector<8xi32>
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  vector.store %r0, %o[%c0, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r1, %o[%k1, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r2, %o[%k2, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r3, %o[%k3, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r4, %o[%k4, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r5, %o[%k5, %c0] : memref<7x8xi32>, vector<8xi32>
  vector.store %r6, %o[%k6, %c0] : memref<7x8xi32>, vector<8xi32>
  return
}
