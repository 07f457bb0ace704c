// Reference of transfer_indirect.mlir: y[i][j] = table[(idx[i][j] & 7) * 8 + j] - 2.
func.func @kernel(%table: memref<64xf32>, %idx: memref<32xi32>, %y: memref<32xf32>) {
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %raw = affine.load %idx[%i1 * 8 + %i2] : memref<32xi32>
      %mk = arith.constant 7 : i32
      %m = arith.andi %raw, %mk : i32
      %mu = arith.index_castui %m : i32 to index
      %cols = arith.constant 8 : index
      %off = arith.constant 0 : index
      %row = arith.muli %mu, %cols : index
      %at0 = arith.addi %row, %i2 : index
      %at = arith.addi %at0, %off : index
      %v = memref.load %table[%at] : memref<64xf32>
      %a3 = arith.constant 1.0 : f32
      %b4 = arith.constant -2.0 : f32
      %m5 = arith.mulf %v, %a3 : f32
      %y6 = arith.addf %m5, %b4 : f32
      affine.store %y6, %y[%i1 * 8 + %i2] : memref<32xf32>
    }
  }
  return
}
