// Reversal with affine maps (15 - i) and an affine.for from a negative lower bound with step 4.
func.func @kernel(%a: memref<16xf64>, %b: memref<16xf64>, %c: memref<16xi64>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %a[15 - %i] : memref<16xf64>
    affine.store %v, %b[%i] : memref<16xf64>
  }
  affine.for %i = -13 to 3 step 4 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %c[%i + 13] : memref<16xi64>
  }
  return
}
