// RUN: --no-verify --passes=
// Unverified and straight to the backend: a nested function named like a
// module-level one is not lowered into that one (it was: LLVM crashed).
func.func @kernel(%a: memref<4xi32>) {
  affine.for %i = 0 to 2 {
    func.func @kernel(%b: memref<?x?xi16>) {
      return
    }
  }
  return
}
