// 1-D convolution (3 taps, stride 1) over 4 channels of 62 outputs, with tap index maps d0 + d1.
func.func @kernel(%x: memref<4x64xf32>, %w: memref<4x3xf32>, %y: memref<4x62xf32>) {
  affine.for %c = 0 to 4 {
    affine.for %o = 0 to 62 {
      %z = arith.constant 0.0 : f32
      %acc = affine.for %t = 0 to 3 iter_args(%s = %z) -> (f32) {
        %a = affine.load %x[%c, %o + %t] : memref<4x64xf32>
        %k = affine.load %w[%c, %t] : memref<4x3xf32>
        %p = arith.mulf %a, %k : f32
        %n = arith.addf %s, %p : f32
        affine.yield %n : f32
      }
      affine.store %acc, %y[%c, %o] : memref<4x62xf32>
    }
  }
  return
}
