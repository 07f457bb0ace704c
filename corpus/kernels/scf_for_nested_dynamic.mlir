// Nested scf.for over a dynamically shaped 2-D memref (sizes from memref.dim), transposing into a second memref.
// DIMS: 5 7 7 5
func.func @kernel(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %v, %b[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
