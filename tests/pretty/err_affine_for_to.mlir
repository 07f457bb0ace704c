func.func @f(%m: memref<256xf32>) {
  affine.for %i = 0 256 {
  }
  return
}
