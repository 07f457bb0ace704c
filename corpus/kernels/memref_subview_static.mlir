// memref.subview with static offsets/sizes/strides, a rank-reducing one
// and a subview of a subview; written through the views.
func.func @kernel(%a: memref<8x8xf32>, %out: memref<3x2xf32>, %row: memref<6xf32>) {
  %s = memref.subview %a[1, 2][3, 2][2, 3] : memref<8x8xf32> to memref<3x2xf32, strided<[16, 3], offset: 10>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %v = memref.load %s[%i, %j] : memref<3x2xf32, strided<[16, 3], offset: 10>>
      memref.store %v, %out[%i, %j] : memref<3x2xf32>
    }
  }
  %r = memref.subview %a[5, 1][1, 6][1, 1] : memref<8x8xf32> to memref<6xf32, strided<[1], offset: 41>>
  %rr = memref.subview %r[1][3][2] : memref<6xf32, strided<[1], offset: 41>> to memref<3xf32, strided<[2], offset: 42>>
  affine.for %i = 0 to 6 {
    %v = memref.load %r[%i] : memref<6xf32, strided<[1], offset: 41>>
    memref.store %v, %row[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 3 {
    %v = memref.load %row[%i] : memref<6xf32>
    memref.store %v, %rr[%i] : memref<3xf32, strided<[2], offset: 42>>
  }
  %c = memref.subview %a[0, 7][8, 1][1, 1] : memref<8x8xf32> to memref<8xf32, strided<[8], offset: 7>>
  affine.for %i = 0 to 8 {
    %v = memref.load %c[%i] : memref<8xf32, strided<[8], offset: 7>>
    affine.store %v, %a[%i, 0] : memref<8x8xf32>
  }
  return
}
