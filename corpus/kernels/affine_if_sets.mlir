// affine.if with integer sets: inequalities, an equality, symbols, and an else branch with results.
func.func @kernel(%o: memref<16x16xi32>) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %r = affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d1 - s0 >= 0)>(%i, %j)[%c4] -> i32 {
        %v = arith.constant 1 : i32
        affine.yield %v : i32
      } else {
        %v = affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) -> i32 {
          %e = arith.constant 2 : i32
          affine.yield %e : i32
        } else {
          %e = arith.constant 3 : i32
          affine.yield %e : i32
        }
        affine.yield %v : i32
      }
      affine.store %r, %o[%i, %j] : memref<16x16xi32>
    }
  }
  return
}
