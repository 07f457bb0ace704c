// Reference of subtile.mlir: y = x * -0.5 + 1.25 over the 8x8 tensor.
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %x[%i] : memref<64xf32>
    %a = arith.constant -0.5 : f32
    %b = arith.constant 1.25 : f32
    %m = arith.mulf %v, %a : f32
    %r = arith.addf %m, %b : f32
    affine.store %r, %y[%i] : memref<64xf32>
  }
  return
}
