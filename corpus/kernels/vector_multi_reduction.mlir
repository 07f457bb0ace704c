// vector.multi_reduction as lower-vector-multi-reduction lowers it: the
// reduced dims (in attribute order) folded one slice after the other into
// the accumulator; float order matters.
func.func @kernel(%a: memref<24xf32>, %b: memref<24xi32>, %out: memref<64xf32>, %outi: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant 40 : index
  %c48 = arith.constant 48 : index
  %f = vector.load %a[%c0] : memref<24xf32>, vector<24xf32>
  %v = vector.shape_cast %f : vector<24xf32> to vector<2x3x4xf32>
  %acc4 = vector.load %a[%c16] : memref<24xf32>, vector<4xf32>
  %acc3 = vector.load %a[%c16] : memref<24xf32>, vector<3xf32>
  %acc8 = vector.load %a[%c16] : memref<24xf32>, vector<8xf32>
  %acc6 = vector.load %a[%c16] : memref<24xf32>, vector<6xf32>
  %s = affine.load %a[7] : memref<24xf32>
  %m0 = vector.multi_reduction <add>, %v, %acc4 [0, 1] : vector<2x3x4xf32> to vector<4xf32>
  %m1 = vector.multi_reduction <add>, %v, %acc3 [2, 0] : vector<2x3x4xf32> to vector<3xf32>
  %acc24 = vector.shape_cast %acc8 : vector<8xf32> to vector<2x4xf32>
  %m2 = vector.multi_reduction <mul>, %v, %acc24 [1] : vector<2x3x4xf32> to vector<2x4xf32>
  %acc23 = vector.shape_cast %acc6 : vector<6xf32> to vector<2x3xf32>
  %m3 = vector.multi_reduction <maximumf>, %v, %acc23 [2] : vector<2x3x4xf32> to vector<2x3xf32>
  %m4 = vector.multi_reduction <add>, %v, %s [0, 1, 2] : vector<2x3x4xf32> to f32
  %m5 = vector.multi_reduction <minnumf>, %v, %s [1, 2, 0] : vector<2x3x4xf32> to f32
  vector.store %m0, %out[%c0] : memref<64xf32>, vector<4xf32>
  %c4 = arith.constant 4 : index
  vector.store %m1, %out[%c4] : memref<64xf32>, vector<3xf32>
  %m2f = vector.shape_cast %m2 : vector<2x4xf32> to vector<8xf32>
  vector.store %m2f, %out[%c16] : memref<64xf32>, vector<8xf32>
  %m3f = vector.shape_cast %m3 : vector<2x3xf32> to vector<6xf32>
  vector.store %m3f, %out[%c32] : memref<64xf32>, vector<6xf32>
  affine.store %m4, %out[40] : memref<64xf32>
  affine.store %m5, %out[41] : memref<64xf32>
  %fi = vector.load %b[%c0] : memref<24xi32>, vector<24xi32>
  %vi = vector.shape_cast %fi : vector<24xi32> to vector<4x6xi32>
  %ai = vector.load %b[%c16] : memref<24xi32>, vector<4xi32>
  %n0 = vector.multi_reduction <minsi>, %vi, %ai [1] : vector<4x6xi32> to vector<4xi32>
  %n1 = vector.multi_reduction <add>, %vi, %ai [1] : vector<4x6xi32> to vector<4xi32>
  %ai6 = vector.load %b[%c0] : memref<24xi32>, vector<6xi32>
  %n2 = vector.multi_reduction <xor>, %vi, %ai6 [0] : vector<4x6xi32> to vector<6xi32>
  vector.store %n0, %outi[%c0] : memref<16xi32>, vector<4xi32>
  vector.store %n1, %outi[%c4] : memref<16xi32>, vector<4xi32>
  %c8 = arith.constant 8 : index
  vector.store %n2, %outi[%c8] : memref<16xi32>, vector<6xi32>
  return
}
