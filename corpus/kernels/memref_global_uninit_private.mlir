// An uninitialised private global (undef initializer) written before it is read, and a splat-initialised one.
memref.global "private" @scratch : memref<16xi64> = uninitialized
memref.global "private" @ones : memref<16xi64> = dense<1>
func.func @kernel(%a: memref<16xi64>) {
  %s = memref.get_global @scratch : memref<16xi64>
  %o = memref.get_global @ones : memref<16xi64>
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xi64>
    %y = affine.load %o[%i] : memref<16xi64>
    %z = arith.addi %x, %y : i64
    affine.store %z, %s[15 - %i] : memref<16xi64>
  }
  affine.for %i = 0 to 16 {
    %x = affine.load %s[%i] : memref<16xi64>
    affine.store %x, %a[%i] : memref<16xi64>
  }
  return
}
