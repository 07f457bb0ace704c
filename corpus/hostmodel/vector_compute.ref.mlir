// Reference of vector_compute.mlir: y = x * 2 with scalar loads and stores.
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  affine.for %i1 = 0 to 64 {
    %v = affine.load %x[%i1] : memref<64xf32>
    %two = arith.constant 2.0 : f32
    %w = arith.mulf %v, %two : f32
    affine.store %w, %y[%i1] : memref<64xf32>
  }
  return
}
