// vector.outerproduct: plain, with accumulator, with kind maxnumf, and the AXPY form (vector x scalar).
func.func @kernel(%a: memref<4xf32>, %b: memref<8xf32>, %o: memref<3x4x8xf32>, %p: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = vector.load %a[%c0] : memref<4xf32>, vector<4xf32>
  %y = vector.load %b[%c0] : memref<8xf32>, vector<8xf32>
  %o0 = vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32>
  %o1 = vector.outerproduct %x, %y, %o0 : vector<4xf32>, vector<8xf32>
  %o2 = vector.outerproduct %x, %y, %o1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  vector.transfer_write %o0, %o[%c0, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<3x4x8xf32>
  vector.transfer_write %o1, %o[%c1, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<3x4x8xf32>
  vector.transfer_write %o2, %o[%c2, %c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<3x4x8xf32>
  %s = memref.load %a[%c1] : memref<4xf32>
  %ax = vector.outerproduct %y, %s, %y : vector<8xf32>, f32
  vector.store %ax, %p[%c0] : memref<8xf32>, vector<8xf32>
  return
}
