// Reference of i64_mul.mlir: y = x * -3 + 11 element by element (the tile is the whole tensor).
func.func @kernel(%x: memref<32xi64>, %y: memref<32xi64>) {
  affine.for %i1 = 0 to 32 {
    %v = affine.load %x[%i1] : memref<32xi64>
    %a2 = arith.constant -3 : i64
    %b3 = arith.constant 11 : i64
    %m4 = arith.muli %v, %a2 : i64
    %y5 = arith.addi %m4, %b3 : i64
    affine.store %y5, %y[%i1] : memref<32xi64>
  }
  return
}
