// PyTorchSim module shape: @kernel plus @wrapper_kernel with the same signature calling it; index scalar argument.
// SCALARS: 24
func.func @wrapper_kernel(%a: memref<32xf32>, %b: memref<32xf32>, %n: index) {
  call @kernel(%a, %b, %n) : (memref<32xf32>, memref<32xf32>, index) -> ()
  return
}
func.func @kernel(%a: memref<32xf32>, %b: memref<32xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %a[%i] : memref<32xf32>
    %w = affine.load %b[%i] : memref<32xf32>
    %s = arith.subf %v, %w : f32
    affine.store %s, %b[%i] : memref<32xf32>
  }
  return
}
