// Reference of i32_axpy.mlir: y = x * 3 + 5 element by element (the tile is the whole tensor).
func.func @kernel(%x: memref<64xi32>, %y: memref<64xi32>) {
  affine.for %i1 = 0 to 64 {
    %v = affine.load %x[%i1] : memref<64xi32>
    %a2 = arith.constant 3 : i32
    %b3 = arith.constant 5 : i32
    %m4 = arith.muli %v, %a2 : i32
    %y5 = arith.addi %m4, %b3 : i32
    affine.store %y5, %y[%i1] : memref<64xi32>
  }
  return
}
