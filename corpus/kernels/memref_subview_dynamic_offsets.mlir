// MLIR-PRE: expand-strided-metadata,lower-affine
// memref.subview with dynamic offsets and sizes in a tile loop (the standard pipeline leaves its affine.apply: see MLIR-PRE).
func.func @kernel(%a: memref<12x12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %two = arith.constant 2.0 : f32
  scf.for %t = %c0 to %c12 step %c4 {
    %s = memref.subview %a[%t, %t] [4, 4] [1, 1] : memref<12x12xf32> to memref<4x4xf32, strided<[12, 1], offset: ?>>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %s[%i, %j] : memref<4x4xf32, strided<[12, 1], offset: ?>>
        %w = arith.mulf %v, %two : f32
        memref.store %w, %s[%i, %j] : memref<4x4xf32, strided<[12, 1], offset: ?>>
      }
    }
  }
  return
}
