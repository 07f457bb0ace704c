// linalg.matmul with mixed types: i8 x i8 accumulated into i32 (sign-extending casts in the body).
func.func @kernel(%a: memref<4x9xi8>, %b: memref<9x6xi8>, %c: memref<4x6xi32>) {
  linalg.matmul ins(%a, %b : memref<4x9xi8>, memref<9x6xi8>) outs(%c : memref<4x6xi32>)
  return
}
