// collapse_shape to rank 0 and expand_shape from rank 0 (empty reassociation).
func.func @kernel(%a: memref<1x1xf32>, %b: memref<f32>, %o: memref<1x1x1xf32>) {
  %c = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  %v = memref.load %c[] : memref<f32>
  memref.store %v, %b[] : memref<f32>
  %e = memref.expand_shape %b [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  %c0 = arith.constant 0 : index
  %w = memref.load %e[%c0, %c0, %c0] : memref<1x1x1xf32>
  memref.store %w, %o[%c0, %c0, %c0] : memref<1x1x1xf32>
  return
}
