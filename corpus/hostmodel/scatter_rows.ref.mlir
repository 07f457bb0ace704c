// Reference of scatter_rows.mlir: y[(i + 1) mod 4][j] = x[i][j] * 2 + 2.
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %v = affine.load %x[%i1 * 8 + %i2] : memref<32xf32>
      %a3 = arith.constant 2.0 : f32
      %b4 = arith.constant 2.0 : f32
      %m5 = arith.mulf %v, %a3 : f32
      %y6 = arith.addf %m5, %b4 : f32
      affine.store %y6, %y[((%i1 + 1) mod 4) * 8 + %i2] : memref<32xf32>
    }
  }
  return
}
