// vector.step, vector.create_mask (1-D and 2-D, dynamic bounds incl. out of range) and vector.constant_mask, stored as i1 and used in selects.
// SCALARS: 5 2 11
func.func @kernel(%o: memref<8xindex>, %m1: memref<8xi1>, %m2: memref<4x8xi1>, %m3: memref<4x8xi1>, %m4: memref<8xi1>, %n: index, %r: index, %big: index) {
  %c0 = arith.constant 0 : index
  %s = vector.step : vector<8xindex>
  vector.store %s, %o[%c0] : memref<8xindex>, vector<8xindex>
  %a = vector.create_mask %n : vector<8xi1>
  vector.store %a, %m1[%c0] : memref<8xi1>, vector<8xi1>
  %b = vector.create_mask %r, %n : vector<4x8xi1>
  vector.transfer_write %b, %m2[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xi1>, memref<4x8xi1>
  %c = vector.constant_mask [3, 6] : vector<4x8xi1>
  vector.transfer_write %c, %m3[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xi1>, memref<4x8xi1>
  %d = vector.create_mask %big : vector<8xi1>
  %e = vector.constant_mask [2] : vector<8xi1>
  %f = arith.xori %d, %e : vector<8xi1>
  vector.store %f, %m4[%c0] : memref<8xi1>, vector<8xi1>
  return
}
