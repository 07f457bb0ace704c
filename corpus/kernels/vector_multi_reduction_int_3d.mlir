// vector.multi_reduction on a 3-D integer vector over the middle dim (<add>, <maxsi>).
func.func @kernel(%a: memref<24xi32>, %o: memref<2x4xi32>, %p: memref<2x4xi32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<24xi32>, vector<24xi32>
  %m = vector.shape_cast %v : vector<24xi32> to vector<2x3x4xi32>
  %z = arith.constant dense<0> : vector<2x4xi32>
  %r = vector.multi_reduction <add>, %m, %z [1] : vector<2x3x4xi32> to vector<2x4xi32>
  vector.transfer_write %r, %o[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi32>, memref<2x4xi32>
  %mn = arith.constant dense<-2147483648> : vector<2x4xi32>
  %s = vector.multi_reduction <maxsi>, %m, %mn [1] : vector<2x3x4xi32> to vector<2x4xi32>
  vector.transfer_write %s, %p[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi32>, memref<2x4xi32>
  return
}
