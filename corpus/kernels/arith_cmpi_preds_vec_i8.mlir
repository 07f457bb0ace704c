// arith.cmpi, all predicates, on vector<16xi8>; results stored to a memref of i1.
// FILL: 0 -2 2
// FILL: 1 -2 2
func.func @kernel(%a: memref<16xi8>, %b: memref<16xi8>, %o: memref<10x16xi1>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<16xi8>, vector<16xi8>
  %y = vector.load %b[%c0] : memref<16xi8>, vector<16xi8>
  %p0 = arith.cmpi eq, %x, %y : vector<16xi8>
  %p1 = arith.cmpi ne, %x, %y : vector<16xi8>
  %p2 = arith.cmpi slt, %x, %y : vector<16xi8>
  %p3 = arith.cmpi sle, %x, %y : vector<16xi8>
  %p4 = arith.cmpi sgt, %x, %y : vector<16xi8>
  %p5 = arith.cmpi sge, %x, %y : vector<16xi8>
  %p6 = arith.cmpi ult, %x, %y : vector<16xi8>
  %p7 = arith.cmpi ule, %x, %y : vector<16xi8>
  %p8 = arith.cmpi ugt, %x, %y : vector<16xi8>
  %p9 = arith.cmpi uge, %x, %y : vector<16xi8>
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %k9 = arith.constant 9 : index
  vector.store %p0, %o[%c0, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p1, %o[%k1, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p2, %o[%k2, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p3, %o[%k3, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p4, %o[%k4, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p5, %o[%k5, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p6, %o[%k6, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p7, %o[%k7, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p8, %o[%k8, %c0] : memref<10x16xi1>, vector<16xi1>
  vector.store %p9, %o[%k9, %c0] : memref<10x16xi1>, vector<16xi1>
  return
}
