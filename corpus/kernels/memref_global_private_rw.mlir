// A private, initialised, writable 2-D global of f32: read-modify-write, then copied out.
memref.global "private" @acc : memref<2x4xf32> = dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, -2.0, -3.0, -4.0]]>
func.func @kernel(%a: memref<2x4xf32>, %o: memref<2x4xf32>) {
  %g = memref.get_global @acc : memref<2x4xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<2x4xf32>
      %y = affine.load %g[%i, %j] : memref<2x4xf32>
      %z = arith.mulf %x, %y : f32
      affine.store %z, %g[%i, %j] : memref<2x4xf32>
    }
  }
  memref.copy %g, %o : memref<2x4xf32> to memref<2x4xf32>
  return
}
