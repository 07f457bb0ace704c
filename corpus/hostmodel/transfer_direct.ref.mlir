// Reference of transfer_direct.mlir: y = x * 2 + 3 over the whole 8x16 tensor.
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  affine.for %i1 = 0 to 128 {
    %v = affine.load %x[%i1] : memref<128xf32>
    %a2 = arith.constant 2.0 : f32
    %b3 = arith.constant 3.0 : f32
    %m4 = arith.mulf %v, %a2 : f32
    %y5 = arith.addf %m4, %b3 : f32
    affine.store %y5, %y[%i1] : memref<128xf32>
  }
  return
}
