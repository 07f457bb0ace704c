// Reference of loop_tiles_2d.mlir: y = x * 2 - 0.5 over the whole 16x32 tensor.
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  affine.for %i1 = 0 to 16 {
    affine.for %i2 = 0 to 32 {
      %v = affine.load %x[%i1 * 32 + %i2] : memref<512xf32>
      %a3 = arith.constant 2.0 : f32
      %b4 = arith.constant -0.5 : f32
      %m5 = arith.mulf %v, %a3 : f32
      %y6 = arith.addf %m5, %b4 : f32
      affine.store %y6, %y[%i1 * 32 + %i2] : memref<512xf32>
    }
  }
  return
}
