// Reference of transpose_dram.mlir: y[j][i] = x[i][j] * 3 (x is 4x8, y is 8x4).
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %v = affine.load %x[%i1 * 8 + %i2] : memref<32xf32>
      %a3 = arith.constant 3.0 : f32
      %b4 = arith.constant 0.0 : f32
      %m5 = arith.mulf %v, %a3 : f32
      %y6 = arith.addf %m5, %b4 : f32
      affine.store %y6, %y[%i2 * 4 + %i1] : memref<32xf32>
    }
  }
  return
}
