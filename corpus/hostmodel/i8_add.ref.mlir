// Reference of i8_add.mlir: y = x * 5 + -7 element by element (the tile is the whole tensor).
func.func @kernel(%x: memref<128xi8>, %y: memref<128xi8>) {
  affine.for %i1 = 0 to 128 {
    %v = affine.load %x[%i1] : memref<128xi8>
    %a2 = arith.constant 5 : i8
    %b3 = arith.constant -7 : i8
    %m4 = arith.muli %v, %a2 : i8
    %y5 = arith.addi %m4, %b3 : i8
    affine.store %y5, %y[%i1] : memref<128xi8>
  }
  return
}
