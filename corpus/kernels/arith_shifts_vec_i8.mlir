// Shifts on vector<16xi8>, amounts masked to 0..7: shli shrsi shrui.
func.func @kernel(%a: memref<16xi8>, %b: memref<16xi8>, %o: memref<3x16xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = vector.load %a[%c0] : memref<16xi8>, vector<16xi8>
  %s0 = vector.load %b[%c0] : memref<16xi8>, vector<16xi8>
  %m = arith.constant dense<7> : vector<16xi8>
  %s = arith.andi %s0, %m : vector<16xi8>
  %r0 = arith.shli %x, %s : vector<16xi8>
  %r1 = arith.shrsi %x, %s : vector<16xi8>
  %r2 = arith.shrui %x, %s : vector<16xi8>
  vector.store %r0, %o[%c0, %c0] : memref<3x16xi8>, vector<16xi8>
  vector.store %r1, %o[%c1, %c0] : memref<3x16xi8>, vector<16xi8>
  vector.store %r2, %o[%c2, %c0] : memref<3x16xi8>, vector<16xi8>
  return
}
