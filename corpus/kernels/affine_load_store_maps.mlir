// affine.load / affine.store with composite index maps (transposed, shifted, mod/floordiv reshapes).
func.func @kernel(%a: memref<8x12xf32>, %b: memref<12x8xf32>, %c: memref<96xf32>, %d: memref<4x24xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %v = affine.load %a[%i, %j] : memref<8x12xf32>
      affine.store %v, %b[%j, %i] : memref<12x8xf32>
      affine.store %v, %c[%i * 12 + %j] : memref<96xf32>
    }
  }
  affine.for %k = 0 to 96 {
    %v = affine.load %c[%k] : memref<96xf32>
    affine.store %v, %d[%k floordiv 24, %k mod 24] : memref<4x24xf32>
  }
  return
}
