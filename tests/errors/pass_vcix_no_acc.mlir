// RUN: --passes=lower-to-vcix --emit=mlir
// A scratchpad matmul in two outer loops but no accumulation loop.
func.func @kernel(%a: memref<8x8xf32, 1>, %b: memref<8x8xf32, 1>, %c: memref<8x8xf32, 1>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      linalg.matmul ins(%a, %b : memref<8x8xf32, 1>, memref<8x8xf32, 1>) outs(%c : memref<8x8xf32, 1>)
    } {outer_loop = true}
  } {outer_loop = true}
  return
}
