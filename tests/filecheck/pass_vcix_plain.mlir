// RUN: --passes=lower-to-vcix --emit=mlir
// A matmul on ordinary (memory space 0) memrefs is ordinary code: left for
// convert-linalg-to-loops, no error (pipeline.md §4.5; not a scratchpad tile).
// CHECK: "linalg.matmul"(%arg0, %arg1, %arg2)
// CHECK-NOT: vcix
func.func @kernel(%a: memref<200x8xf32>, %b: memref<8x4xf32>, %c: memref<200x4xf32>) {
  linalg.matmul ins(%a, %b : memref<200x8xf32>, memref<8x4xf32>) outs(%c : memref<200x4xf32>)
  return
}
