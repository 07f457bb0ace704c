// RUN: --passes=loop-padding --emit=mlir
// A module with a @wrapper_kernel already went through loop padding.
func.func @kernel(%x: memref<4xf32>) {
  return
}
func.func @wrapper_kernel(%x: memref<4xf32>) {
  call @kernel(%x) : (memref<4xf32>) -> ()
  return
}
