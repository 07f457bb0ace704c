// n-D vector.transfer_read/write as convert-vector-to-scf{full-unroll=true}
// leaves them: per-row guards on outer dims (idx + i < dim), masked last
// dim, in_bounds mixes, masks, transposed and broadcast maps.
// DIMS: 5
func.func @kernel(%m: memref<5x6xf32>, %t: memref<4x5x6xf32>, %dyn: memref<?x6xf32>, %out: memref<8x8x64xf32>, %w: memref<5x6xf32>) {
  %pad = arith.constant 9.5 : f32
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index
  %c36 = arith.constant 36 : index
  %c48 = arith.constant 48 : index
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = vector.transfer_read %m[%i, %j], %pad : memref<5x6xf32>, vector<3x4xf32>
      %af = vector.shape_cast %a : vector<3x4xf32> to vector<12xf32>
      vector.store %af, %out[%i, %j, %c0] : memref<8x8x64xf32>, vector<12xf32>
      %b = vector.transfer_read %t[%c0, %i, %j], %pad {in_bounds = [false, true]} : memref<4x5x6xf32>, vector<3x2xf32>
      %bf = vector.shape_cast %b : vector<3x2xf32> to vector<6xf32>
      vector.store %bf, %out[%i, %j, %c12] : memref<8x8x64xf32>, vector<6xf32>
      %cc = vector.transfer_read %t[%i, %c0, %j], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<4x5x6xf32>, vector<3x2xf32>
      %cf = vector.shape_cast %cc : vector<3x2xf32> to vector<6xf32>
      vector.store %cf, %out[%i, %j, %c24] : memref<8x8x64xf32>, vector<6xf32>
      %d = vector.transfer_read %dyn[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x6xf32>, vector<2x4xf32>
      %df = vector.shape_cast %d : vector<2x4xf32> to vector<8xf32>
      vector.store %df, %out[%i, %j, %c36] : memref<8x8x64xf32>, vector<8xf32>
      %e = vector.transfer_read %t[%i, %j, %c0], %pad : memref<4x5x6xf32>, vector<2x2x3xf32>
      %ef = vector.shape_cast %e : vector<2x2x3xf32> to vector<12xf32>
      vector.store %ef, %out[%i, %j, %c48] : memref<8x8x64xf32>, vector<12xf32>
      %mk = vector.create_mask %i, %j : vector<3x4xi1>
      %g = vector.transfer_read %dyn[%j, %i], %pad, %mk : memref<?x6xf32>, vector<3x4xf32>
      %gf = vector.shape_cast %g : vector<3x4xf32> to vector<12xf32>
      %c60 = arith.constant 52 : index
      vector.store %gf, %out[%i, %j, %c60] : memref<8x8x64xf32>, vector<12xf32>
    }
  }
  %v = vector.transfer_read %m[%c0, %c0], %pad : memref<5x6xf32>, vector<3x4xf32>
  %one = arith.constant 1 : index
  %three = arith.constant 3 : index
  %four = arith.constant 4 : index
  vector.transfer_write %v, %w[%three, %four] : vector<3x4xf32>, memref<5x6xf32>
  vector.transfer_write %v, %w[%one, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, true]} : vector<3x4xf32>, memref<5x6xf32>
  %mk2 = vector.create_mask %three, %three : vector<3x4xi1>
  vector.transfer_write %v, %w[%c0, %four], %mk2 : vector<3x4xf32>, memref<5x6xf32>
  return
}
