// iter_args loops with one and with several results after other loops,
// their IVs feeding mod/floordiv/ceildiv with offsets (issue 12).
func.func @kernel(%a: memref<5x6xf32>, %o: memref<3xf32>, %oi: memref<2xindex>) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : index
  affine.for %i = 3 to 5 {
    %t = affine.apply affine_map<(d0) -> (d0 - 3)>(%i)
    %x = affine.load %a[%t, %t] : memref<5x6xf32>
    affine.store %x, %o[%t] : memref<3xf32>
  }
  %r1 = affine.for %j = 0 to 30 step 2 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %a[%j floordiv 6, %j mod 6] : memref<5x6xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %r2, %c = affine.for %j = 1 to 29 iter_args(%acc = %z, %n = %zi) -> (f32, index) {
    %v = affine.load %a[(%j + 1) floordiv 6, (%j + 1) mod 6] : memref<5x6xf32>
    %s = arith.addf %acc, %v : f32
    %q = affine.apply affine_map<(d0, d1) -> (d0 + d1 ceildiv 10)>(%n, %j)
    affine.yield %s, %q : f32, index
  }
  affine.store %r1, %o[1] : memref<3xf32>
  affine.store %r2, %o[2] : memref<3xf32>
  affine.store %c, %oi[0] : memref<2xindex>
  return
}
