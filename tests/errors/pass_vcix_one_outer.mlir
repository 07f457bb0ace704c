// RUN: --passes=lower-to-vcix --emit=mlir
// An accumulation loop but only one outer loop (the template has m and n).
func.func @kernel(%a: memref<8x8xf32, 1>, %b: memref<8x8xf32, 1>, %c: memref<8x8xf32, 1>) {
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      linalg.matmul ins(%a, %b : memref<8x8xf32, 1>, memref<8x8xf32, 1>) outs(%c : memref<8x8xf32, 1>)
    } {accumulation_loop = true}
  } {outer_loop = true}
  return
}
