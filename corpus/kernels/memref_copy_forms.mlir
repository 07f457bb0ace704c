// memref.copy between identity-layout buffers, from a strided subview, and into a dynamic memref.
// DIMS: 6
func.func @kernel(%a: memref<6x6xi32>, %b: memref<6x6xi32>, %c: memref<?xi32>) {
  memref.copy %a, %b : memref<6x6xi32> to memref<6x6xi32>
  %col = memref.subview %a[0, 2] [6, 1] [1, 1] : memref<6x6xi32> to memref<6xi32, strided<[6], offset: 2>>
  %cd = memref.cast %col : memref<6xi32, strided<[6], offset: 2>> to memref<?xi32, strided<[6], offset: 2>>
  memref.copy %cd, %c : memref<?xi32, strided<[6], offset: 2>> to memref<?xi32>
  return
}
