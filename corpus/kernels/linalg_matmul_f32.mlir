// linalg.matmul on static f32 memrefs: i, j, k loops, C += A * B in k order.
func.func @kernel(%a: memref<5x7xf32>, %b: memref<7x3xf32>, %c: memref<5x3xf32>) {
  linalg.matmul ins(%a, %b : memref<5x7xf32>, memref<7x3xf32>) outs(%c : memref<5x3xf32>)
  return
}
