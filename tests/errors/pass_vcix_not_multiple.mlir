// RUN: --passes=lower-to-vcix --emit=mlir
// M = 200 > 128 lanes and not a multiple of 128 (pipeline.md §4.5).
func.func @kernel(%a: memref<200x8xf32, 1>, %b: memref<8x8xf32, 1>, %c: memref<200x8xf32, 1>) {
  linalg.matmul ins(%a, %b : memref<200x8xf32, 1>, memref<8x8xf32, 1>) outs(%c : memref<200x8xf32, 1>)
  return
}
