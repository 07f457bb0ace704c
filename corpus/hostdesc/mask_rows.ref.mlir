// Reference of mask_rows.mlir: y = x * 2 + 3 over the 6x8 tensor, no DMA.
func.func @kernel(%x: memref<48xf32>, %y: memref<48xf32>) {
  affine.for %i = 0 to 48 {
    %v = affine.load %x[%i] : memref<48xf32>
    %a = arith.constant 2.0 : f32
    %b = arith.constant 3.0 : f32
    %m = arith.mulf %v, %a : f32
    %r = arith.addf %m, %b : f32
    affine.store %r, %y[%i] : memref<48xf32>
  }
  return
}
