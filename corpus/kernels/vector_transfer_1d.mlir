// 1-D vector.transfer_read/write, minor identity: out-of-bounds lanes of
// the last dim masked (llvm.masked.load/store), padding, in_bounds, user
// masks, broadcast map; (a 1-D transfer on a dynamic dim is not lowered by the pipeline: memref.dim appears after finalize-memref-to-llvm).
func.func @kernel(%m: memref<3x10xf32>, %d: memref<7xf32>, %out: memref<12x16xf32>, %w: memref<3x10xf32>) {
  %pad = arith.constant -1.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %mask = vector.constant_mask [3] : vector<4xi1>
  affine.for %i = 0 to 12 {
    %a = vector.transfer_read %m[%c1, %i], %pad : memref<3x10xf32>, vector<4xf32>
    vector.store %a, %out[%i, %c0] : memref<12x16xf32>, vector<4xf32>
    %b = vector.transfer_read %d[%i], %pad : memref<7xf32>, vector<4xf32>
    vector.store %b, %out[%i, %c4] : memref<12x16xf32>, vector<4xf32>
    %c = vector.transfer_read %m[%c2, %i], %pad, %mask : memref<3x10xf32>, vector<4xf32>
    vector.store %c, %out[%i, %c8] : memref<12x16xf32>, vector<4xf32>
    %e = vector.transfer_read %m[%c0, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<3x10xf32>, vector<2xf32>
    vector.store %e, %out[%i, %c12] : memref<12x16xf32>, vector<2xf32>
    %v = vector.load %out[%i, %c0] : memref<12x16xf32>, vector<4xf32>
    vector.transfer_write %v, %w[%c1, %i] : vector<4xf32>, memref<3x10xf32>
    vector.transfer_write %v, %w[%c2, %i], %mask : vector<4xf32>, memref<3x10xf32>
  }
  %f = vector.transfer_read %m[%c0, %c2], %pad {in_bounds = [true]} : memref<3x10xf32>, vector<8xf32>
  vector.transfer_write %f, %w[%c0, %c1] {in_bounds = [true]} : vector<8xf32>, memref<3x10xf32>
  return
}
