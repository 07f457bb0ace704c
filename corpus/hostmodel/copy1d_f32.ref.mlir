// Reference of copy1d_f32.mlir: y = x * 1.0 + 0.0 element by element (the tile is the whole tensor).
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>) {
  affine.for %i1 = 0 to 32 {
    %v = affine.load %x[%i1] : memref<32xf32>
    %a2 = arith.constant 1.0 : f32
    %b3 = arith.constant 0.0 : f32
    %m4 = arith.mulf %v, %a2 : f32
    %y5 = arith.addf %m4, %b3 : f32
    affine.store %y5, %y[%i1] : memref<32xf32>
  }
  return
}
