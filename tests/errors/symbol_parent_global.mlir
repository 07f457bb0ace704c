func.func @kernel(%a: memref<4xi32>) {
  affine.for %i = 0 to 2 {
    memref.global "private" @g : memref<4xi32> = dense<1>
  }
  return
}
