// MLIR-PRE: lower-affine
// MLIR 19 miscompiles this kernel in the standard pipeline: once the
// affine.max/min bounds fold to constants, lowering folds
// ((3 - 3 * (2 - j)) mod 9) floordiv 6 to 1 for every j (it is 1 only at
// j = 2), so MLIR's build stores -3 at a[3..7] where -4, -4, -3, -4 are
// right (found by check-random, seed 39 of the issue-12 generator).  The
// reference lowers the affine ops first (MLIR-PRE), which computes them as
// written; tsrewrite must agree with it.
func.func @kernel(%oai: memref<32xi32>) {
  %c2 = arith.constant 2 : index
  affine.for %i = -2 to -1 step 3 {
    affine.for %j = max affine_map<(d0) -> (d0 - 1, -1)>(%i) to min affine_map<(d0) -> (d0 + 6, 11)>(%i) {
      %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 0 + d1 * -1 + s0)>(%i, %j)[%c2]
      %b = affine.apply affine_map<(d0) -> ((d0 * -3 + -3) mod 9)>(%a)
      %c = affine.apply affine_map<(d0, d1) -> ((d0 + -12) floordiv 6 + d1)>(%b, %i)
      %v = arith.index_cast %c : index to i32
      %p = affine.apply affine_map<(d0) -> (d0 + 4)>(%j)
      affine.store %v, %oai[%p] : memref<32xi32>
    }
  }
  return
}
