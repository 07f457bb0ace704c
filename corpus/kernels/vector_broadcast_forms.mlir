// vector.broadcast: scalar to 1-D and 2-D, 1-D to 2-D, and a unit dim stretched (vector<4x1> to vector<4x8>); vector.splat.
func.func @kernel(%a: memref<8xf32>, %o: memref<4x8xf32>, %p: memref<4x8xf32>, %q: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = memref.load %a[%c3] : memref<8xf32>
  %v = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %b0 = vector.broadcast %s : f32 to vector<4x8xf32>
  %b1 = vector.broadcast %v : vector<8xf32> to vector<4x8xf32>
  %sum = arith.addf %b0, %b1 : vector<4x8xf32>
  vector.transfer_write %sum, %o[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
  %col = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %c41 = vector.shape_cast %col : vector<4xf32> to vector<4x1xf32>
  %b2 = vector.broadcast %c41 : vector<4x1xf32> to vector<4x8xf32>
  vector.transfer_write %b2, %p[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
  %sp = vector.splat %s : vector<8xf32>
  %t = arith.mulf %sp, %v : vector<8xf32>
  vector.store %t, %q[%c0] : memref<8xf32>, vector<8xf32>
  return
}
