// arith.cmpf, all sixteen predicates, on vector<8xf32> with equal values, signed zeros and NaN lanes.
// FILL: 0 -2 2
// FILL: 1 -2 2
func.func @kernel(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<16x8xi8>) {
  %c0 = arith.constant 0 : index
  %x0 = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %y0 = vector.load %b[%c0] : memref<8xf32>, vector<8xf32>
  %nan = arith.constant dense<0x7FC00000> : vector<8xf32>
  %mx = arith.constant dense<[true, false, false, true, false, false, false, false]> : vector<8xi1>
  %my = arith.constant dense<[false, true, false, true, false, false, false, false]> : vector<8xi1>
  %x = arith.select %mx, %nan, %x0 : vector<8xi1>, vector<8xf32>
  %y1 = arith.select %my, %nan, %y0 : vector<8xi1>, vector<8xf32>
  %nz = arith.constant dense<[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.0, 0.0]> : vector<8xf32>
  %mz = arith.constant dense<[false, false, false, false, false, false, true, false]> : vector<8xi1>
  %y = arith.select %mz, %nz, %y1 : vector<8xi1>, vector<8xf32>
  %p0 = arith.cmpf false, %x, %y : vector<8xf32>
  %p1 = arith.cmpf oeq, %x, %y : vector<8xf32>
  %p2 = arith.cmpf ogt, %x, %y : vector<8xf32>
  %p3 = arith.cmpf oge, %x, %y : vector<8xf32>
  %p4 = arith.cmpf olt, %x, %y : vector<8xf32>
  %p5 = arith.cmpf ole, %x, %y : vector<8xf32>
  %p6 = arith.cmpf one, %x, %y : vector<8xf32>
  %p7 = arith.cmpf ord, %x, %y : vector<8xf32>
  %p8 = arith.cmpf ueq, %x, %y : vector<8xf32>
  %p9 = arith.cmpf ugt, %x, %y : vector<8xf32>
  %p10 = arith.cmpf uge, %x, %y : vector<8xf32>
  %p11 = arith.cmpf ult, %x, %y : vector<8xf32>
  %p12 = arith.cmpf ule, %x, %y : vector<8xf32>
  %p13 = arith.cmpf une, %x, %y : vector<8xf32>
  %p14 = arith.cmpf uno, %x, %y : vector<8xf32>
  %p15 = arith.cmpf true, %x, %y : vector<8xf32>
  %e0 = arith.extui %p0 : vector<8xi1> to vector<8xi8>
  %e1 = arith.extui %p1 : vector<8xi1> to vector<8xi8>
  %e2 = arith.extui %p2 : vector<8xi1> to vector<8xi8>
  %e3 = arith.extui %p3 : vector<8xi1> to vector<8xi8>
  %e4 = arith.extui %p4 : vector<8xi1> to vector<8xi8>
  %e5 = arith.extui %p5 : vector<8xi1> to vector<8xi8>
  %e6 = arith.extui %p6 : vector<8xi1> to vector<8xi8>
  %e7 = arith.extui %p7 : vector<8xi1> to vector<8xi8>
  %e8 = arith.extui %p8 : vector<8xi1> to vector<8xi8>
  %e9 = arith.extui %p9 : vector<8xi1> to vector<8xi8>
  %e10 = arith.extui %p10 : vector<8xi1> to vector<8xi8>
  %e11 = arith.extui %p11 : vector<8xi1> to vector<8xi8>
  %e12 = arith.extui %p12 : vector<8xi1> to vector<8xi8>
  %e13 = arith.extui %p13 : vector<8xi1> to vector<8xi8>
  %e14 = arith.extui %p14 : vector<8xi1> to vector<8xi8>
  %e15 = arith.extui %p15 : vector<8xi1> to vector<8xi8>
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %k9 = arith.constant 9 : index
  %k10 = arith.constant 10 : index
  %k11 = arith.constant 11 : index
  %k12 = arith.constant 12 : index
  %k13 = arith.constant 13 : index
  %k14 = arith.constant 14 : index
  %k15 = arith.constant 15 : index
  vector.store %e0, %o[%c0, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e1, %o[%k1, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e2, %o[%k2, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e3, %o[%k3, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e4, %o[%k4, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e5, %o[%k5, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e6, %o[%k6, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e7, %o[%k7, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e8, %o[%k8, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e9, %o[%k9, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e10, %o[%k10, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e11, %o[%k11, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e12, %o[%k12, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e13, %o[%k13, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e14, %o[%k14, %c0] : memref<16x8xi8>, vector<8xi8>
  vector.store %e15, %o[%k15, %c0] : memref<16x8xi8>, vector<8xi8>
  return
}
