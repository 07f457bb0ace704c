// memref.collapse_shape and memref.expand_shape on static shapes, also of a
// strided subview and with unit dims; written through the reshaped views.
func.func @kernel(%a: memref<4x6xi32>, %flat: memref<24xi32>, %b: memref<2x3x4xi32>, %c: memref<6x4xi32>) {
  %f = memref.collapse_shape %a [[0, 1]] : memref<4x6xi32> into memref<24xi32>
  affine.for %i = 0 to 24 {
    %v = memref.load %f[%i] : memref<24xi32>
    memref.store %v, %flat[%i] : memref<24xi32>
  }
  %e = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xi32> into memref<2x3x4xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = memref.load %e[%i, %j, %k] : memref<2x3x4xi32>
        affine.store %v, %b[1 - %i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  %s = memref.subview %a[1, 0][2, 6][1, 1] : memref<4x6xi32> to memref<2x6xi32, strided<[6, 1], offset: 6>>
  %sc = memref.collapse_shape %s [[0, 1]] : memref<2x6xi32, strided<[6, 1], offset: 6>> into memref<12xi32, strided<[1], offset: 6>>
  %u = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [6, 1, 2, 2] : memref<6x4xi32> into memref<6x1x2x2xi32>
  %uc = memref.collapse_shape %u [[0, 1, 2], [3]] : memref<6x1x2x2xi32> into memref<12x2xi32>
  affine.for %i = 0 to 12 {
    %v = memref.load %sc[%i] : memref<12xi32, strided<[1], offset: 6>>
    affine.store %v, %uc[11 - %i, 1] : memref<12x2xi32>
  }
  %col = memref.subview %a[0, 2][4, 1][1, 1] : memref<4x6xi32> to memref<4x1xi32, strided<[6, 1], offset: 2>>
  %colc = memref.collapse_shape %col [[0, 1]] : memref<4x1xi32, strided<[6, 1], offset: 2>> into memref<4xi32, strided<[6], offset: 2>>
  affine.for %i = 0 to 4 {
    %v = memref.load %colc[%i] : memref<4xi32, strided<[6], offset: 2>>
    affine.store %v, %c[%i, 0] : memref<6x4xi32>
  }
  return
}
