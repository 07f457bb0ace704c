// Reference of f16_scale.mlir: y = x * 2.0 + 0.5 element by element (the tile is the whole tensor).
func.func @kernel(%x: memref<64xf16>, %y: memref<64xf16>) {
  affine.for %i1 = 0 to 64 {
    %v = affine.load %x[%i1] : memref<64xf16>
    %a2 = arith.constant 2.0 : f16
    %b3 = arith.constant 0.5 : f16
    %m4 = arith.mulf %v, %a2 : f16
    %y5 = arith.addf %m4, %b3 : f16
    affine.store %y5, %y[%i1] : memref<64xf16>
  }
  return
}
