// maximumf/minimumf (NaN-propagating, -0 < +0) versus maxnumf/minnumf (NaN-ignoring), with NaN and signed-zero lanes.
// FILL: 0 -2 2
// FILL: 1 -2 2
func.func @kernel(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %y0 = vector.load %b[%c0] : memref<8xf32>, vector<8xf32>
  %sx = arith.constant dense<[0x7FC00000, 1.0, 0.0, -0.0, 0x7FC00000, 2.0, 0.0, 3.0]> : vector<8xf32>
  %sy = arith.constant dense<[1.0, 0x7FC00000, -0.0, 0.0, 0x7FC00000, 2.0, 0.0, 3.0]> : vector<8xf32>
  %mk = arith.constant dense<[true, true, true, true, true, false, false, false]> : vector<8xi1>
  %x = arith.select %mk, %sx, %x0 : vector<8xi1>, vector<8xf32>
  %y = arith.select %mk, %sy, %y0 : vector<8xi1>, vector<8xf32>
  %r0 = arith.maximumf %x, %y : vector<8xf32>
  %r1 = arith.minimumf %x, %y : vector<8xf32>
  %r2 = arith.maxnumf %x, %y : vector<8xf32>
  %r3 = arith.minnumf %x, %y : vector<8xf32>
  vector.store %r0, %o[%c0, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %r1, %o[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %r2, %o[%c2, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %r3, %o[%c3, %c0] : memref<4x8xf32>, vector<8xf32>
  return
}
