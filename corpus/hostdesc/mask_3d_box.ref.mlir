// Reference of mask_3d_box.mlir: for i in [1, 2), j in [1, 3): y[i, j, k] = v * 2 + 3 with
// v = x[i, j, k] for k >= 2, else -1.0; y is left alone everywhere else.
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  affine.for %i = 1 to 2 {
    affine.for %j = 1 to 3 {
      affine.for %k = 0 to 8 {
        %a = arith.constant 2.0 : f32
        %b = arith.constant 3.0 : f32
        %f = arith.constant -1.0 : f32
        %in = affine.if affine_set<(k) : (k - 2 >= 0)>(%k) -> f32 {
          %v = affine.load %x[%i * 32 + %j * 8 + %k] : memref<64xf32>
          affine.yield %v : f32
        } else {
          affine.yield %f : f32
        }
        %m = arith.mulf %in, %a : f32
        %o = arith.addf %m, %b : f32
        affine.store %o, %y[%i * 32 + %j * 8 + %k] : memref<64xf32>
      }
    }
  }
  return
}
