// arith on vectors: select with a scalar i1 condition and with a vector condition (1-D and 2-D), casts on vectors (extsi extui trunci sitofp uitofp fptosi fptoui extf truncf bitcast index_cast index_castui), cmpi/cmpf on 2-D vectors.
// FILL: 0 -100 100
// FILL: 1 -100 100
func.func @kernel(%a: memref<8xi32>, %b: memref<8xi32>, %oi: memref<8x8xi32>, %of: memref<4x8xf32>, %oh: memref<8xf16>, %od: memref<8xf64>, %ox: memref<2x8xindex>, %o8: memref<8xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %x = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %y = vector.load %b[%c0] : memref<8xi32>, vector<8xi32>
  %x0 = vector.extract %x[0] : i32 from vector<8xi32>
  %y0 = vector.extract %y[0] : i32 from vector<8xi32>
  %sc = arith.cmpi slt, %x0, %y0 : i32
  %r0 = arith.select %sc, %x, %y : vector<8xi32>
  %vc = arith.cmpi sgt, %x, %y : vector<8xi32>
  %r1 = arith.select %vc, %x, %y : vector<8xi1>, vector<8xi32>
  %x2 = vector.shape_cast %x : vector<8xi32> to vector<2x4xi32>
  %y2 = vector.shape_cast %y : vector<8xi32> to vector<2x4xi32>
  %c2d = arith.cmpi ule, %x2, %y2 : vector<2x4xi32>
  %s2d = arith.select %c2d, %x2, %y2 : vector<2x4xi1>, vector<2x4xi32>
  %s2s = arith.select %sc, %y2, %x2 : vector<2x4xi32>
  %r2 = vector.shape_cast %s2d : vector<2x4xi32> to vector<8xi32>
  %r3 = vector.shape_cast %s2s : vector<2x4xi32> to vector<8xi32>
  %t8 = arith.trunci %x : vector<8xi32> to vector<8xi8>
  %e8s = arith.extsi %t8 : vector<8xi8> to vector<8xi32>
  %e8u = arith.extui %t8 : vector<8xi8> to vector<8xi32>
  %f = arith.sitofp %x : vector<8xi32> to vector<8xf32>
  %uf = arith.uitofp %x : vector<8xi32> to vector<8xf32>
  %k3 = arith.constant dense<3.0> : vector<8xf32>
  %fd = arith.divf %f, %k3 : vector<8xf32>
  %fi = arith.fptosi %fd : vector<8xf32> to vector<8xi32>
  %fa = math.absf %fd : vector<8xf32>
  %fu = arith.fptoui %fa : vector<8xf32> to vector<8xi32>
  %fb = arith.bitcast %fd : vector<8xf32> to vector<8xi32>
  %h = arith.truncf %fd : vector<8xf32> to vector<8xf16>
  %d = arith.extf %fd : vector<8xf32> to vector<8xf64>
  %ix = arith.index_cast %x : vector<8xi32> to vector<8xindex>
  %iu = arith.index_castui %x : vector<8xi32> to vector<8xindex>
  %f2 = vector.shape_cast %fd : vector<8xf32> to vector<2x4xf32>
  %cf = arith.cmpf olt, %f2, %f2 : vector<2x4xf32>
  %cf1 = vector.shape_cast %cf : vector<2x4xi1> to vector<8xi1>
  %cf8 = arith.extui %cf1 : vector<8xi1> to vector<8xi8>
  %ix2 = arith.index_cast %ix : vector<8xindex> to vector<8xi32>
  vector.store %r0, %oi[%c0, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %r1, %oi[%c1, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %r2, %oi[%c2, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %r3, %oi[%c3, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %e8s, %oi[%c4, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %e8u, %oi[%c5, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %fi, %oi[%c6, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %fu, %oi[%c7, %c0] : memref<8x8xi32>, vector<8xi32>
  vector.store %f, %of[%c0, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %uf, %of[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %fd, %of[%c2, %c0] : memref<4x8xf32>, vector<8xf32>
  %fbf = arith.bitcast %fb : vector<8xi32> to vector<8xf32>
  vector.store %fbf, %of[%c3, %c0] : memref<4x8xf32>, vector<8xf32>
  vector.store %h, %oh[%c0] : memref<8xf16>, vector<8xf16>
  vector.store %d, %od[%c0] : memref<8xf64>, vector<8xf64>
  vector.store %ix, %ox[%c0, %c0] : memref<2x8xindex>, vector<8xindex>
  vector.store %iu, %ox[%c1, %c0] : memref<2x8xindex>, vector<8xindex>
  vector.store %cf8, %o8[%c0] : memref<8xi8>, vector<8xi8>
  %ix2s = vector.extract %ix2[3] : i32 from vector<8xi32>
  memref.store %ix2s, %oi[%c7, %c7] : memref<8x8xi32>
  return
}
