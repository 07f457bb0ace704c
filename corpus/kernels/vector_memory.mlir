// vector.load/store (element alignment), maskedload/maskedstore, gather,
// scatter, on identity, strided and dynamic memrefs; create_mask and
// constant_mask feeding them.
// DIMS: 9
// OFFSET: 3
// FILL: 3 0 14
func.func @kernel(%a: memref<4x16xf32>, %s: memref<4x8xf32, strided<[16, 1], offset: ?>>, %d: memref<?xi16>, %idx: memref<8xi32>, %out: memref<8x16xf32>, %outh: memref<32xi16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %pass = vector.load %a[%c3, %c8] : memref<4x16xf32>, vector<8xf32>
  affine.for %i = 0 to 4 {
    %v = vector.load %s[%i, %c0] : memref<4x8xf32, strided<[16, 1], offset: ?>>, vector<8xf32>
    vector.store %v, %out[%i, %c8] : memref<8x16xf32>, vector<8xf32>
    %n = affine.apply affine_map<(i) -> (i * 2 + 1)>(%i)
    %m = vector.create_mask %n : vector<8xi1>
    %ml = vector.maskedload %a[%i, %c1], %m, %pass : memref<4x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    vector.store %ml, %out[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    %j = affine.apply affine_map<(i) -> (i + 4)>(%i)
    vector.maskedstore %out[%j, %c3], %m, %v : memref<8x16xf32>, vector<8xi1>, vector<8xf32>
  }
  %iv = vector.load %idx[%c0] : memref<8xi32>, vector<8xi32>
  %cm = vector.constant_mask [6] : vector<8xi1>
  %g = vector.gather %a[%c1, %c0] [%iv], %cm, %pass : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %c7 = arith.constant 7 : index
  vector.store %g, %out[%c7, %c0] : memref<8x16xf32>, vector<8xf32>
  %g2 = vector.load %out[%c0, %c3] : memref<8x16xf32>, vector<8xf32>
  vector.scatter %out[%c7, %c1] [%iv], %cm, %g2 : memref<8x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %h = vector.load %d[%c1] : memref<?xi16>, vector<8xi16>
  vector.store %h, %outh[%c0] : memref<32xi16>, vector<8xi16>
  %m2 = vector.create_mask %c3, %c7 : vector<2x8xi1>
  %m2f = vector.shape_cast %m2 : vector<2x8xi1> to vector<16xi1>
  %zero = arith.constant dense<0> : vector<16xi16>
  %hl = vector.maskedload %outh[%c0], %m2f, %zero : memref<32xi16>, vector<16xi1>, vector<16xi16> into vector<16xi16>
  %c16 = arith.constant 16 : index
  vector.store %hl, %outh[%c16] : memref<32xi16>, vector<16xi16>
  %tc = vector.type_cast %a : memref<4x16xf32> to memref<vector<4x16xf32>>
  return
}
