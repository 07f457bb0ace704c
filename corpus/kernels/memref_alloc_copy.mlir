// memref.alloc (static and dynamic), memref.copy (llvm.memcpy path), memref.dealloc.
// DIMS: 6
func.func @kernel(%in: memref<4x8xf32>, %out: memref<4x8xf32>, %d: memref<?x8xi32>, %dout: memref<?x8xi32>) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = memref.load %in[%i, %j] : memref<4x8xf32>
      %a = affine.apply affine_map<(d0, d1) -> (d1 floordiv 2)>(%i, %j)
      %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 mod 2)>(%i, %j)
      memref.store %v, %t[%a, %b] : memref<4x8xf32>
    }
  }
  memref.copy %t, %out : memref<4x8xf32> to memref<4x8xf32>
  memref.dealloc %t : memref<4x8xf32>
  %n = memref.dim %d, %c0 : memref<?x8xi32>
  %u = memref.alloc(%n) : memref<?x8xi32>
  memref.copy %d, %u : memref<?x8xi32> to memref<?x8xi32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 8 {
      %v = memref.load %u[%i, %j] : memref<?x8xi32>
      affine.store %v, %u[%i, 7 - %j] : memref<?x8xi32>
    }
  }
  memref.copy %u, %dout : memref<?x8xi32> to memref<?x8xi32>
  memref.dealloc %u : memref<?x8xi32>
  return
}
