// ULP: 1
// libm math ops on vectors (unrolled into scalar calls): tanh erf on vector<8xf32>, atan2 on vector<4xf64>.
func.func @kernel(%a: memref<8xf32>, %d: memref<4xf64>, %e: memref<4xf64>, %o: memref<2x8xf32>, %od: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %t = math.tanh %x : vector<8xf32>
  %r = math.erf %x : vector<8xf32>
  vector.store %t, %o[%c0, %c0] : memref<2x8xf32>, vector<8xf32>
  vector.store %r, %o[%c1, %c0] : memref<2x8xf32>, vector<8xf32>
  %y = vector.load %d[%c0] : memref<4xf64>, vector<4xf64>
  %z = vector.load %e[%c0] : memref<4xf64>, vector<4xf64>
  %q = math.atan2 %y, %z : vector<4xf64>
  vector.store %q, %od[%c0] : memref<4xf64>, vector<4xf64>
  return
}
