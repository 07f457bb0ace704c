// vector.transfer_read with broadcast permutation maps: (d0, d1) -> (0, d1) and (d0, d1) -> (d0, 0); minor identity from 3-D.
func.func @kernel(%a: memref<4x8xf32>, %c: memref<3x4x8xf32>, %o: memref<3x8xf32>, %p: memref<4x5xf32>, %q: memref<2x8xf32>) {
  %pad = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %a[%c2, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x8xf32>
  vector.transfer_write %v, %o[%c0, %c0] {in_bounds = [true, true]} : vector<3x8xf32>, memref<3x8xf32>
  %w = vector.transfer_read %a[%c0, %c1], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<4x8xf32>, vector<4x5xf32>
  vector.transfer_write %w, %p[%c0, %c0] {in_bounds = [true, true]} : vector<4x5xf32>, memref<4x5xf32>
  %u = vector.transfer_read %c[%c1, %c2, %c0], %pad {in_bounds = [true, true]} : memref<3x4x8xf32>, vector<2x8xf32>
  vector.transfer_write %u, %q[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<2x8xf32>
  return
}
