// memref.alloc of a temporary (static 2-D), use, then memref.dealloc; plus an alloc with alignment.
func.func @kernel(%a: memref<8x8xf32>, %o: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  %u = memref.alloc() {alignment = 64} : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<8x8xf32>
      affine.store %v, %t[%j, %i] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %z = arith.constant 0.0 : f32
    affine.store %z, %u[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      %v = affine.load %t[%i, %j] : memref<8x8xf32>
      %s = affine.load %u[%i] : memref<8xf32>
      %w = arith.addf %v, %s : f32
      affine.store %w, %u[%i] : memref<8xf32>
      affine.store %w, %o[%i, %j] : memref<8x8xf32>
    }
  }
  memref.dealloc %t : memref<8x8xf32>
  memref.dealloc %u : memref<8xf32>
  return
}
