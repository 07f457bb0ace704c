// linalg.batch_matmul, linalg.matvec, linalg.vecmat, linalg.dot (rank-0 output) on f32.
func.func @kernel(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>,
                  %m: memref<3x4xf32>, %v: memref<4xf32>, %y: memref<3xf32>, %u: memref<3xf32>, %w: memref<4xf32>, %d: memref<f32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  linalg.matvec ins(%m, %v : memref<3x4xf32>, memref<4xf32>) outs(%y : memref<3xf32>)
  linalg.vecmat ins(%u, %m : memref<3xf32>, memref<3x4xf32>) outs(%w : memref<4xf32>)
  linalg.dot ins(%v, %w : memref<4xf32>, memref<4xf32>) outs(%d : memref<f32>)
  return
}
