// linalg.fill (zero) then linalg.matmul into the same buffer, on a strided (subview-like) output layout.
func.func @kernel(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32, strided<[8, 1], offset: 2>>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<3x5xf32, strided<[8, 1], offset: 2>>)
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32, strided<[8, 1], offset: 2>>)
  return
}
