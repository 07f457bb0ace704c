// affine.for with max lower bounds and min upper bounds from maps (a triangular, tiled nest with partial tiles).
func.func @kernel(%a: memref<30x30xi32>) {
  affine.for %ii = 0 to 30 step 8 {
    affine.for %jj = 0 to 30 step 8 {
      affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min affine_map<(d0) -> (d0 + 8, 30)>(%ii) {
        affine.for %j = max affine_map<(d0, d1) -> (d0, d1)>(%jj, %i) to min affine_map<(d0) -> (d0 + 8, 30)>(%jj) {
          %v = arith.index_cast %i : index to i32
          %w = arith.index_cast %j : index to i32
          %x = arith.muli %v, %w : i32
          affine.store %x, %a[%i, %j] : memref<30x30xi32>
        }
      }
    }
  }
  return
}
