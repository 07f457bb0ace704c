// Reference of collapse_mask.mlir: y[i, j, k] = x * 2 + 3 for i in [1, 3), k in [0, 5);
// y keeps its values elsewhere.
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  affine.for %i = 1 to 3 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 5 {
        %v = affine.load %x[%i * 16 + %j * 8 + %k] : memref<64xf32>
        %a = arith.constant 2.0 : f32
        %b = arith.constant 3.0 : f32
        %m = arith.mulf %v, %a : f32
        %r = arith.addf %m, %b : f32
        affine.store %r, %y[%i * 16 + %j * 8 + %k] : memref<64xf32>
      }
    }
  }
  return
}
