// A kernel over a dynamic number of rows (memref<?x32xf32>, DIMS) with vector loads per row and a dim-derived bound.
// DIMS: 9 9
func.func @kernel(%x: memref<?x32xf32>, %y: memref<?x32xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x32xf32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %x[%i, %j] : memref<?x32xf32>, vector<8xf32>
      %w = arith.mulf %v, %v : vector<8xf32>
      affine.vector_store %w, %y[%i, %j] : memref<?x32xf32>, vector<8xf32>
    }
  }
  return
}
