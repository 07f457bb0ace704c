// memref.reinterpret_cast with static and dynamic offset/sizes/strides,
// from ranked and unranked sources (a transposed view of a buffer).
// SCALARS: 3 5
func.func @kernel(%a: memref<32xf32>, %off: index, %ld: index, %out: memref<4x5xf32>, %o2: memref<4x4xf32>) {
  %t = memref.reinterpret_cast %a to offset: [%off], sizes: [4, 5], strides: [1, %ld] : memref<32xf32> to memref<4x5xf32, strided<[1, ?], offset: ?>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = memref.load %t[%i, %j] : memref<4x5xf32, strided<[1, ?], offset: ?>>
      memref.store %v, %out[%i, %j] : memref<4x5xf32>
    }
  }
  %u = memref.cast %a : memref<32xf32> to memref<*xf32>
  %r = memref.reinterpret_cast %u to offset: [8], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = memref.load %r[%i, %j] : memref<4x4xf32, strided<[4, 1], offset: 8>>
      affine.store %v, %o2[%j, %i] : memref<4x4xf32>
    }
  }
  return
}
