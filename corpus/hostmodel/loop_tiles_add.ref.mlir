// Reference of loop_tiles_add.mlir: y = a + b.
func.func @kernel(%a: memref<1024xf32>, %b: memref<1024xf32>, %y: memref<1024xf32>) {
  affine.for %i1 = 0 to 1024 {
    %u = affine.load %a[%i1] : memref<1024xf32>
    %w = affine.load %b[%i1] : memref<1024xf32>
    %s = arith.addf %u, %w : f32
    affine.store %s, %y[%i1] : memref<1024xf32>
  }
  return
}
