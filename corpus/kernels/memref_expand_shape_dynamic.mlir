// memref.expand_shape with a dynamic output dimension (output_shape from a value) and collapse back.
// DIMS: 24
func.func @kernel(%a: memref<?xf32>, %o: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %rows = arith.divui %n, %c6 : index
  %e = memref.expand_shape %a [[0, 1]] output_shape [%rows, 6] : memref<?xf32> into memref<?x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %v = memref.load %e[%i, %j] : memref<?x6xf32>
      %r = arith.subi %c4, %i : index
      %r1 = arith.subi %r, %c1 : index
      memref.store %v, %o[%r1, %j] : memref<4x6xf32>
    }
  }
  return
}
