// Functions taking and returning memrefs (descriptor in, descriptor struct out), with a subview result.
// MLIR-PRE: expand-strided-metadata,lower-affine
func.func private @scale(%m: memref<4x8xf32>, %k: f32) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<4x8xf32>
      %w = arith.mulf %v, %k : f32
      affine.store %w, %m[%i, %j] : memref<4x8xf32>
    }
  }
  return
}
func.func private @row(%m: memref<4x8xf32>, %r: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%r, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %s : memref<8xf32, strided<[1], offset: ?>>
}
func.func @kernel(%m: memref<4x8xf32>, %o: memref<8xf32>) {
  %k = arith.constant 3.0 : f32
  call @scale(%m, %k) : (memref<4x8xf32>, f32) -> ()
  %c2 = arith.constant 2 : index
  %r = call @row(%m, %c2) : (memref<4x8xf32>, index) -> memref<8xf32, strided<[1], offset: ?>>
  memref.copy %r, %o : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
  return
}
