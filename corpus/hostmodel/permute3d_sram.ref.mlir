// Reference of permute3d_sram.mlir: y[c][b][a] = x[a][b][c] * -2 + 1 (x is 2x3x4, y is 4x3x2).
func.func @kernel(%x: memref<24xf32>, %y: memref<24xf32>) {
  affine.for %i1 = 0 to 2 {
    affine.for %i2 = 0 to 3 {
      affine.for %i3 = 0 to 4 {
        %v = affine.load %x[%i1 * 12 + %i2 * 4 + %i3] : memref<24xf32>
        %a4 = arith.constant -2.0 : f32
        %b5 = arith.constant 1.0 : f32
        %m6 = arith.mulf %v, %a4 : f32
        %y7 = arith.addf %m6, %b5 : f32
        affine.store %y7, %y[%i3 * 6 + %i2 * 2 + %i1] : memref<24xf32>
      }
    }
  }
  return
}
