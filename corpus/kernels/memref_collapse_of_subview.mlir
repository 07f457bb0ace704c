// memref.collapse_shape of a strided subview whose inner dims are contiguous (rows 1..2 of a 4x3x4 buffer), written through the view.
func.func @kernel(%a: memref<4x3x4xi32>) {
  %s = memref.subview %a[1, 0, 0] [2, 3, 4] [1, 1, 1] : memref<4x3x4xi32> to memref<2x3x4xi32, strided<[12, 4, 1], offset: 12>>
  %c = memref.collapse_shape %s [[0], [1, 2]] : memref<2x3x4xi32, strided<[12, 4, 1], offset: 12>> into memref<2x12xi32, strided<[12, 1], offset: 12>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 12 {
      %v = affine.load %c[%i, %j] : memref<2x12xi32, strided<[12, 1], offset: 12>>
      %k = arith.constant 3 : i32
      %w = arith.muli %v, %k : i32
      affine.store %w, %c[%i, %j] : memref<2x12xi32, strided<[12, 1], offset: 12>>
    }
  }
  return
}
