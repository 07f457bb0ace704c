// Reference of mask_cols_fill.mlir: y[r, c] = x[r, c] * 2 + 3 for c < 6, else 7 * 2 + 3.
func.func @kernel(%x: memref<24xf32>, %y: memref<32xf32>) {
  affine.for %r = 0 to 4 {
    affine.for %c = 0 to 8 {
      %a = arith.constant 2.0 : f32
      %b = arith.constant 3.0 : f32
      %f = arith.constant 7.0 : f32
      %in = affine.if affine_set<(c) : (-c + 5 >= 0)>(%c) -> f32 {
        %v = affine.load %x[%r * 6 + %c] : memref<24xf32>
        affine.yield %v : f32
      } else {
        affine.yield %f : f32
      }
      %m = arith.mulf %in, %a : f32
      %o = arith.addf %m, %b : f32
      affine.store %o, %y[%r * 8 + %c] : memref<32xf32>
    }
  }
  return
}
