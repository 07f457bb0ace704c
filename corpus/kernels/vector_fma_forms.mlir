// vector.fma on 1-D and 2-D vectors (lowered to llvm.fma per row).
func.func @kernel(%a: memref<2x8xf32>, %b: memref<2x8xf32>, %c: memref<2x8xf32>, %o: memref<2x8xf32>, %d: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %x = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<2x8xf32>, vector<2x8xf32>
  %y = vector.transfer_read %b[%c0, %c0], %pad {in_bounds = [true, true]} : memref<2x8xf32>, vector<2x8xf32>
  %z = vector.transfer_read %c[%c0, %c0], %pad {in_bounds = [true, true]} : memref<2x8xf32>, vector<2x8xf32>
  %r = vector.fma %x, %y, %z : vector<2x8xf32>
  vector.transfer_write %r, %o[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<2x8xf32>
  %u = vector.load %d[%c0] : memref<4xf64>, vector<4xf64>
  %f = vector.fma %u, %u, %u : vector<4xf64>
  vector.store %f, %d[%c0] : memref<4xf64>, vector<4xf64>
  return
}
