// Reference of mvin123_fma.mlir: y = a * b + c.
func.func @kernel(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>, %y: memref<64xf32>) {
  affine.for %i1 = 0 to 64 {
    %av = affine.load %a[%i1] : memref<64xf32>
    %bv = affine.load %b[%i1] : memref<64xf32>
    %cv = affine.load %c[%i1] : memref<64xf32>
    %m = arith.mulf %av, %bv : f32
    %s = arith.addf %m, %cv : f32
    affine.store %s, %y[%i1] : memref<64xf32>
  }
  return
}
