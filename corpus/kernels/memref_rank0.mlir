// Rank-0 memrefs: argument, alloca and global; load/store with no indices.
memref.global "private" @g0 : memref<f32> = dense<2.5>
func.func @kernel(%a: memref<f32>, %b: memref<16xf32>) {
  %s = memref.alloca() : memref<f32>
  %g = memref.get_global @g0 : memref<f32>
  %x = memref.load %a[] : memref<f32>
  %y = memref.load %g[] : memref<f32>
  %z = arith.mulf %x, %y : f32
  memref.store %z, %s[] : memref<f32>
  affine.for %i = 0 to 16 {
    %v = affine.load %b[%i] : memref<16xf32>
    %t = affine.load %s[] : memref<f32>
    %w = arith.addf %v, %t : f32
    affine.store %w, %b[%i] : memref<16xf32>
    affine.store %w, %s[] : memref<f32>
  }
  %r = memref.load %s[] : memref<f32>
  memref.store %r, %a[] : memref<f32>
  return
}
