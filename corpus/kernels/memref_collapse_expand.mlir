// memref.collapse_shape and memref.expand_shape on contiguous buffers, accessed through the reshaped views.
func.func @kernel(%a: memref<4x6x2xi32>, %b: memref<48xi32>) {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<4x6x2xi32> into memref<24x2xi32>
  %f = memref.collapse_shape %a [[0, 1, 2]] : memref<4x6x2xi32> into memref<48xi32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [8, 6] : memref<48xi32> into memref<8x6xi32>
  affine.for %i = 0 to 24 {
    %x = affine.load %c[%i, 0] : memref<24x2xi32>
    %y = affine.load %c[%i, 1] : memref<24x2xi32>
    %s = arith.subi %x, %y : i32
    affine.store %s, %c[%i, 1] : memref<24x2xi32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 6 {
      %v = affine.load %f[%i * 6 + %j] : memref<48xi32>
      affine.store %v, %e[7 - %i, %j] : memref<8x6xi32>
    }
  }
  return
}
