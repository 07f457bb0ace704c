// GEMM tile built from vector.outerproduct accumulations (8x8 result, K = 16), as vector-unit lowering produces.
func.func @kernel(%a: memref<16x8xf32>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %init = vector.transfer_read %c[%c0, %c0], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<8x8xf32>
  %r = affine.for %k = 0 to 16 iter_args(%acc = %init) -> (vector<8x8xf32>) {
    %x = affine.vector_load %a[%k, 0] : memref<16x8xf32>, vector<8xf32>
    %y = affine.vector_load %b[%k, 0] : memref<16x8xf32>, vector<8xf32>
    %o = vector.outerproduct %x, %y, %acc : vector<8xf32>, vector<8xf32>
    affine.yield %o : vector<8x8xf32>
  }
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, memref<8x8xf32>
  return
}
