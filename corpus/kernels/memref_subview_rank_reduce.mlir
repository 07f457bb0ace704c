// Rank-reducing memref.subview of a 3-D memref (column slice with stride), then a sum over it.
func.func @kernel(%a: memref<4x6x8xf32>, %o: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %s = memref.subview %a[2, 0, 3] [1, 6, 1] [1, 1, 1] : memref<4x6x8xf32> to memref<6xf32, strided<[8], offset: 99>>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = memref.load %s[%i] : memref<6xf32, strided<[8], offset: 99>>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %o[%i] : memref<6xf32>
  }
  return
}
