// Integer add on scalars and vectors of several widths, with overflow flags.
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi32>, %c: memref<16xi8>, %d: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %va = vector.load %a[%c0] : memref<16xi32>, vector<8xi32>
  %vb = vector.load %b[%c0] : memref<16xi32>, vector<8xi32>
  %s = arith.addi %va, %vb : vector<8xi32>
  vector.store %s, %a[%c8] : memref<16xi32>, vector<8xi32>
  %vc = vector.load %c[%c0] : memref<16xi8>, vector<16xi8>
  %k = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, -1, -2, -3, -4, 127, -128, 0, 64]> : vector<16xi8>
  %sc = arith.addi %vc, %k : vector<16xi8>
  vector.store %sc, %c[%c0] : memref<16xi8>, vector<16xi8>
  %x = memref.load %d[%c0] : memref<4xi64>
  %one = arith.constant 1 : i64
  %y = arith.addi %x, %one overflow<nsw> : i64
  %z = arith.addi %y, %x overflow<nuw> : i64
  %w = arith.addi %z, %z overflow<nsw, nuw> : i64
  %c1 = arith.constant 1 : index
  memref.store %w, %d[%c1] : memref<4xi64>
  return
}
