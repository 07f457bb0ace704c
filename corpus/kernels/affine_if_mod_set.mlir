// affine.if with mod and floordiv in the set constraints, over negative iteration values; no else, no results.
func.func @kernel(%o: memref<40xi32>) {
  affine.for %i = -20 to 20 {
    affine.if affine_set<(d0) : (d0 mod 3 == 0, d0 floordiv 4 + 3 >= 0)>(%i) {
      %v = arith.index_cast %i : index to i32
      affine.store %v, %o[%i + 20] : memref<40xi32>
    }
  }
  return
}
