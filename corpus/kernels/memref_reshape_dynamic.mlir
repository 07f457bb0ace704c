// memref.collapse_shape / expand_shape with dynamic sizes and strided
// layouts (the dynamic expanded size is computed from the source size).
// DIMS: 6 8 24 5 3 4
// MLIR 19 runs lower-affine before expand-strided-metadata, which leaves the
// affine.apply it makes of dynamic values unlowered: run it first.
// MLIR-PRE: expand-strided-metadata
func.func @kernel(%a: memref<?x?xf32>, %b: memref<?xf32>, %s: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %out: memref<48xf32>, %o2: memref<3x8xf32>, %o3: memref<60xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %n = memref.dim %f, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %v = memref.load %f[%i] : memref<?xf32>
    memref.store %v, %out[%i] : memref<48xf32>
  }
  %m = arith.constant 3 : index
  %e = memref.expand_shape %b [[0, 1]] output_shape [%m, 8] : memref<?xf32> into memref<?x8xf32>
  %e0 = memref.dim %e, %c0 : memref<?x8xf32>
  affine.for %i = 0 to %e0 {
    affine.for %j = 0 to 8 {
      %v = memref.load %e[%i, %j] : memref<?x8xf32>
      memref.store %v, %o2[%i, %j] : memref<3x8xf32>
    }
  }
  %e2 = memref.expand_shape %b [[0, 1, 2]] output_shape [2, %m, 4] : memref<?xf32> into memref<2x?x4xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = memref.load %e2[%i, %j, %k] : memref<2x?x4xf32>
        affine.store %v, %o2[%j, %k * 2 + %i] : memref<3x8xf32>
      }
    }
  }
  %sc = memref.collapse_shape %s [[0], [1, 2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d0 = memref.dim %sc, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d1 = memref.dim %sc, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  affine.for %i = 0 to %d0 {
    affine.for %j = 0 to %d1 {
      %v = memref.load %sc[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      affine.store %v, %o3[%i * 12 + %j] : memref<60xf32>
    }
  }
  return
}
