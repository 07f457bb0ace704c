// RUN: --no-verify --passes=
// Unverified and straight to the backend: a nested global is an error, not
// silently dropped.
func.func @kernel(%a: memref<4xi32>) {
  affine.for %i = 0 to 2 {
    memref.global "private" @g : memref<4xi32> = dense<1>
  }
  return
}
