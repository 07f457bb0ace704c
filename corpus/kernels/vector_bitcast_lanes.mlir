// vector.bitcast changing lane count and type: f32x8 -> i16x16, i64x2 -> i8x16, and a 2-D bitcast of the minor dim.
func.func @kernel(%a: memref<8xf32>, %b: memref<2xi64>, %o16: memref<16xi16>, %o8: memref<16xi8>, %o2: memref<2x8xi16>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %h = vector.bitcast %v : vector<8xf32> to vector<16xi16>
  vector.store %h, %o16[%c0] : memref<16xi16>, vector<16xi16>
  %w = vector.load %b[%c0] : memref<2xi64>, vector<2xi64>
  %bytes = vector.bitcast %w : vector<2xi64> to vector<16xi8>
  vector.store %bytes, %o8[%c0] : memref<16xi8>, vector<16xi8>
  %v2 = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  %h2 = vector.bitcast %v2 : vector<2x4xf32> to vector<2x8xi16>
  vector.transfer_write %h2, %o2[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xi16>, memref<2x8xi16>
  return
}
