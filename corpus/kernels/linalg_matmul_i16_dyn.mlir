// linalg.matmul on i16 with dynamic shapes (sizes from DIMS).
// DIMS: 3 4 4 5 3 5
func.func @kernel(%a: memref<?x?xi16>, %b: memref<?x?xi16>, %c: memref<?x?xi16>) {
  linalg.matmul ins(%a, %b : memref<?x?xi16>, memref<?x?xi16>) outs(%c : memref<?x?xi16>)
  return
}
