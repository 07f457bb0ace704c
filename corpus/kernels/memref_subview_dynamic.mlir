// memref.subview with dynamic offsets, sizes and strides, on a dynamic
// strided argument (offset given by the driver), rank-reducing too.
// MLIR 19 runs lower-affine before expand-strided-metadata, which leaves the
// affine.apply it makes of dynamic values unlowered: run it first.
// MLIR-PRE: expand-strided-metadata
// DIMS: 9 10
// SCALARS: 2 1 3 2
func.func @kernel(%a: memref<?x?xi32, strided<[?, 1], offset: ?>>, %o0: index, %o1: index, %n: index, %st: index, %out: memref<3x4xi32>, %col: memref<9xi32>) {
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%o0, %o1][%n, %c4][%st, %st] : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      %v = memref.load %s[%i, %j] : memref<?x?xi32, strided<[?, ?], offset: ?>>
      memref.store %v, %out[%i, %j] : memref<3x4xi32>
    }
  }
  %c0 = arith.constant 0 : index
  %m = memref.dim %a, %c0 : memref<?x?xi32, strided<[?, 1], offset: ?>>
  %c = memref.subview %a[0, %o1][%m, 1][1, 1] : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
  affine.for %i = 0 to %m {
    %v = memref.load %c[%i] : memref<?xi32, strided<[?], offset: ?>>
    memref.store %v, %col[%i] : memref<9xi32>
    memref.store %v, %c[%i] : memref<?xi32, strided<[?], offset: ?>>
  }
  %z = memref.subview %a[%o0, %o1][1, 1][1, 1] : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<i32, strided<[], offset: ?>>
  %zv = memref.load %z[] : memref<i32, strided<[], offset: ?>>
  memref.store %zv, %col[%c0] : memref<9xi32>
  return
}
