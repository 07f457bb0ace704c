// memref.reinterpret_cast with static and dynamic offsets/sizes/strides over a flat buffer.
// SCALARS: 5
func.func @kernel(%a: memref<64xf32>, %off: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %a to offset: [8], sizes: [4, 8], strides: [8, 1] : memref<64xf32> to memref<4x8xf32, strided<[8, 1], offset: 8>>
  %d = memref.reinterpret_cast %a to offset: [%off], sizes: [%c4, %c4], strides: [%c8, %c1] : memref<64xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %r[%i, %j] : memref<4x8xf32, strided<[8, 1], offset: 8>>
      %w = memref.load %d[%j, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %s = arith.addf %v, %w : f32
      memref.store %s, %r[%i, %j] : memref<4x8xf32, strided<[8, 1], offset: 8>>
    }
  }
  return
}
