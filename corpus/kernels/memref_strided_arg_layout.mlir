// Memref arguments with strided layouts: a dynamic offset and padded row stride passed through the ABI.
// OFFSET: 3
func.func @kernel(%a: memref<4x5xf32, strided<[8, 1], offset: ?>>, %b: memref<5x4xf32, strided<[?, ?], offset: 2>>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = affine.load %a[%i, %j] : memref<4x5xf32, strided<[8, 1], offset: ?>>
      affine.store %v, %b[%j, %i] : memref<5x4xf32, strided<[?, ?], offset: 2>>
    }
  }
  return
}
