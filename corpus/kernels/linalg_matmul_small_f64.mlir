// linalg.matmul on f64 memrefs (6x5 * 5x7 + C), lowered to loops.
func.func @kernel(%a: memref<6x5xf64>, %b: memref<5x7xf64>, %c: memref<6x7xf64>) {
  linalg.matmul ins(%a, %b : memref<6x5xf64>, memref<5x7xf64>) outs(%c : memref<6x7xf64>)
  return
}
