// linalg.matmul on dynamic f64 memrefs: loop bounds read from the descriptors.
// DIMS: 4 6 6 5 4 5
func.func @kernel(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  linalg.matmul ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>)
  return
}
