// Reference of peel_mask.mlir: y[a, b, c, d, e] = v * 0.2 - 1 with v = x[...] where d = 0,
// else 0 (the fill).
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  affine.for %i = 0 to 128 {
    %a = arith.constant 0.2 : f32
    %b = arith.constant -1.0 : f32
    %z = arith.constant 0.0 : f32
    %in = affine.if affine_set<(i) : (-(i mod 16) + 7 >= 0)>(%i) -> f32 {
      %v = affine.load %x[%i] : memref<128xf32>
      affine.yield %v : f32
    } else {
      affine.yield %z : f32
    }
    %m = arith.mulf %in, %a : f32
    %r = arith.addf %m, %b : f32
    affine.store %r, %y[%i] : memref<128xf32>
  }
  return
}
