// vector.shape_cast between 1-D, 2-D and 3-D shapes (round trips and a transpose-free regrouping).
func.func @kernel(%a: memref<24xf32>, %o: memref<24xf32>, %p: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<24xf32>, vector<24xf32>
  %m = vector.shape_cast %v : vector<24xf32> to vector<2x3x4xf32>
  %n = vector.shape_cast %m : vector<2x3x4xf32> to vector<6x4xf32>
  %r = vector.extract %n[4] : vector<4xf32> from vector<6x4xf32>
  %n2 = vector.insert %r, %n [0] : vector<4xf32> into vector<6x4xf32>
  %f = vector.shape_cast %n2 : vector<6x4xf32> to vector<24xf32>
  vector.store %f, %o[%c0] : memref<24xf32>, vector<24xf32>
  %g = vector.shape_cast %v : vector<24xf32> to vector<4x6xf32>
  vector.transfer_write %g, %p[%c0, %c0] {in_bounds = [true, true]} : vector<4x6xf32>, memref<4x6xf32>
  return
}
