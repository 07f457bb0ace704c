// vector.outerproduct: float add with accumulator is llvm.fmuladd per row;
// other kinds multiply then combine (product, acc); AXPY form; integers.
// FILL: 2 -50 50
func.func @kernel(%a: memref<16xf32>, %b: memref<16xf32>, %ia: memref<16xi32>, %out: memref<96xf32>, %outi: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = vector.load %a[%c0] : memref<16xf32>, vector<4xf32>
  %y = vector.load %b[%c0] : memref<16xf32>, vector<3xf32>
  %accf = vector.load %b[%c4] : memref<16xf32>, vector<12xf32>
  %acc = vector.shape_cast %accf : vector<12xf32> to vector<4x3xf32>
  %o0 = vector.outerproduct %x, %y : vector<4xf32>, vector<3xf32>
  %o1 = vector.outerproduct %x, %y, %acc : vector<4xf32>, vector<3xf32>
  %o2 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<mul>} : vector<4xf32>, vector<3xf32>
  %o3 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<3xf32>
  %s = affine.load %a[9] : memref<16xf32>
  %accx = vector.load %b[%c4] : memref<16xf32>, vector<4xf32>
  %o4 = vector.outerproduct %x, %s, %accx : vector<4xf32>, f32
  %o5 = vector.outerproduct %x, %s : vector<4xf32>, f32
  %f0 = vector.shape_cast %o0 : vector<4x3xf32> to vector<12xf32>
  %f1 = vector.shape_cast %o1 : vector<4x3xf32> to vector<12xf32>
  %f2 = vector.shape_cast %o2 : vector<4x3xf32> to vector<12xf32>
  %f3 = vector.shape_cast %o3 : vector<4x3xf32> to vector<12xf32>
  vector.store %f0, %out[%c0] : memref<96xf32>, vector<12xf32>
  %c12 = arith.constant 12 : index
  vector.store %f1, %out[%c12] : memref<96xf32>, vector<12xf32>
  %c24 = arith.constant 24 : index
  vector.store %f2, %out[%c24] : memref<96xf32>, vector<12xf32>
  %c36 = arith.constant 36 : index
  vector.store %f3, %out[%c36] : memref<96xf32>, vector<12xf32>
  %c48 = arith.constant 48 : index
  vector.store %o4, %out[%c48] : memref<96xf32>, vector<4xf32>
  %c52 = arith.constant 52 : index
  vector.store %o5, %out[%c52] : memref<96xf32>, vector<4xf32>
  %ix = vector.load %ia[%c0] : memref<16xi32>, vector<4xi32>
  %iy = vector.load %ia[%c4] : memref<16xi32>, vector<4xi32>
  %iacc = vector.constant_mask [2, 3] : vector<4x4xi1>
  %ci = arith.constant dense<7> : vector<4x4xi32>
  %q0 = vector.outerproduct %ix, %iy, %ci : vector<4xi32>, vector<4xi32>
  %q1 = vector.outerproduct %ix, %iy, %ci {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<4xi32>
  %g0 = vector.shape_cast %q0 : vector<4x4xi32> to vector<16xi32>
  %g1 = vector.shape_cast %q1 : vector<4x4xi32> to vector<16xi32>
  vector.store %g0, %outi[%c0] : memref<32xi32>, vector<16xi32>
  %c16 = arith.constant 16 : index
  vector.store %g1, %outi[%c16] : memref<32xi32>, vector<16xi32>
  return
}
