// RUN: --passes=lower-to-vcix --allow-scalar-matmul --emit=mlir
// --allow-scalar-matmul: a scratchpad matmul outside the template nests (here
// with no accumulation loop, and one with no loops at all) is left for
// scalar loops instead of being an error (tests/errors/pass_vcix_no_acc.mlir).
// CHECK-LABEL: sym_name = "one_outer"
// CHECK: "linalg.matmul"
// CHECK-LABEL: sym_name = "bare"
// CHECK: "linalg.matmul"
// CHECK-NOT: vcix
func.func @one_outer(%a: memref<8x8xf32, 1>, %b: memref<8x8xf32, 1>, %c: memref<8x8xf32, 1>) {
  affine.for %i = 0 to 4 {
    linalg.matmul ins(%a, %b : memref<8x8xf32, 1>, memref<8x8xf32, 1>) outs(%c : memref<8x8xf32, 1>)
  } {outer_loop = true}
  return
}
func.func @bare(%a: memref<8x8xf32, 1>, %b: memref<8x8xf32, 1>, %c: memref<8x8xf32, 1>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32, 1>, memref<8x8xf32, 1>) outs(%c : memref<8x8xf32, 1>)
  return
}
