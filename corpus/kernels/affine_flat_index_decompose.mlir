// A flat index decomposed with floordiv/mod into 3-D coordinates (PyTorchSim's linearised tiles), gather into a 3-D memref.
func.func @kernel(%a: memref<120xi32>, %b: memref<4x5x6xi32>) {
  affine.for %k = 0 to 120 {
    %v = affine.load %a[%k] : memref<120xi32>
    affine.store %v, %b[%k floordiv 30, (%k mod 30) floordiv 6, %k mod 6] : memref<4x5x6xi32>
  }
  return
}
