// simplify-affine took an iter_args loop's IV range from an earlier sibling
// loop ([2, 6] instead of [0, 10]) and dropped `mod 10` (issue 12): every
// read past row 0's end then came from the wrong element.
func.func @kernel(%a: memref<4x10xf32>, %out: memref<1xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 2 to 7 {
    %k = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
  }
  %r = affine.for %j = 0 to 11 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %a[(%j mod 5) mod 4, %j mod 10] : memref<4x10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.store %r, %out[0] : memref<1xf32>
  return
}
