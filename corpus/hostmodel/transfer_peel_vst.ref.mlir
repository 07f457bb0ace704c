// Reference of transfer_peel_vst.mlir: y = x * 3 + 0.5.
func.func @kernel(%x: memref<768xf32>, %y: memref<768xf32>) {
  affine.for %i1 = 0 to 768 {
    %v = affine.load %x[%i1] : memref<768xf32>
    %a2 = arith.constant 3.0 : f32
    %b3 = arith.constant 0.5 : f32
    %m4 = arith.mulf %v, %a2 : f32
    %y5 = arith.addf %m4, %b3 : f32
    affine.store %y5, %y[%i1] : memref<768xf32>
  }
  return
}
