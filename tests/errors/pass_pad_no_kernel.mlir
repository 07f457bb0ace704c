// RUN: --passes=loop-padding --emit=mlir
// loop-padding needs @kernel (the function @wrapper_kernel calls).
func.func @main(%x: memref<4xf32>) {
  return
}
