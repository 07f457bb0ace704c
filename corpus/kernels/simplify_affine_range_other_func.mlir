// The IV-range cache is per loop, not shared across functions: the
// iter_args loop of @kernel must not get @helper's loop range [1, 3]
// (issue 12).
func.func @helper(%b: memref<8xf32>) {
  affine.for %i = 1 to 4 {
    %t = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %x = affine.load %b[%i] : memref<8xf32>
    affine.store %x, %b[%t mod 8] : memref<8xf32>
  }
  return
}
func.func @kernel(%a: memref<3x7xf32>, %b: memref<8xf32>, %out: memref<1xf32>) {
  %z = arith.constant 0.0 : f32
  func.call @helper(%b) : (memref<8xf32>) -> ()
  %r = affine.for %j = 2 to 21 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %a[%j floordiv 7, %j mod 7] : memref<3x7xf32>
    %w = affine.load %b[(%j - 2) mod 8] : memref<8xf32>
    %p = arith.mulf %v, %w : f32
    %s = arith.addf %acc, %p : f32
    affine.yield %s : f32
  }
  affine.store %r, %out[0] : memref<1xf32>
  return
}
