// Reference of gather_alloc_idx.mlir: y[i][j] = table[((3i + j) mod 8) * 8 + j] * -1 + 0.5.
func.func @kernel(%table: memref<64xf32>, %y: memref<32xf32>) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  affine.for %i1 = 0 to 4 {
    affine.for %i2 = 0 to 8 {
      %t3 = arith.muli %i1, %c3 : index
      %t4 = arith.addi %t3, %i2 : index
      %t5 = arith.remui %t4, %c8 : index
      %cols = arith.constant 8 : index
      %off = arith.constant 0 : index
      %row = arith.muli %t5, %cols : index
      %at0 = arith.addi %row, %i2 : index
      %at = arith.addi %at0, %off : index
      %v = memref.load %table[%at] : memref<64xf32>
      %a6 = arith.constant -1.0 : f32
      %b7 = arith.constant 0.5 : f32
      %m8 = arith.mulf %v, %a6 : f32
      %y9 = arith.addf %m8, %b7 : f32
      affine.store %y9, %y[%i1 * 8 + %i2] : memref<32xf32>
    }
  }
  return
}
