// Reference of transpose_sram.mlir: y[a][b] = x[b][a] * 2 + 1 (x is 4x8, y is 8x4).
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  affine.for %i1 = 0 to 8 {
    affine.for %i2 = 0 to 4 {
      %v = affine.load %x[%i2 * 8 + %i1] : memref<32xf32>
      %a3 = arith.constant 2.0 : f32
      %b4 = arith.constant 1.0 : f32
      %m5 = arith.mulf %v, %a3 : f32
      %y6 = arith.addf %m5, %b4 : f32
      affine.store %y6, %y[%i1 * 4 + %i2] : memref<32xf32>
    }
  }
  return
}
