// An iter_args loop's IV used inside a nested loop: its range must be its
// own ([0, 23]), not the first loop's ([0, 3]), or `mod 12` and
// `floordiv 12` fold away (issue 12).
func.func @kernel(%a: memref<2x12xf32>, %b: memref<4xf32>, %out: memref<1xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    %t = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %x = affine.load %b[%i] : memref<4xf32>
    affine.store %x, %b[(%t floordiv 2) mod 4] : memref<4xf32>
  }
  %r = affine.for %j = 0 to 24 iter_args(%acc = %z) -> (f32) {
    %s2 = affine.for %k = 0 to 2 iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %a[%j floordiv 12, %j mod 12] : memref<2x12xf32>
      %w = affine.load %b[(%j + %k) mod 4] : memref<4xf32>
      %p = arith.mulf %v, %w : f32
      %s = arith.addf %acc2, %p : f32
      affine.yield %s : f32
    }
    affine.yield %s2 : f32
  }
  affine.store %r, %out[0] : memref<1xf32>
  return
}
