// Inference batch-norm over an NCHW tensor flattened to 1-D: channel = (k floordiv HW) mod C, per-channel scale/shift.
func.func @kernel(%x: memref<2x3x4x5xf32>, %sc: memref<3xf32>, %sh: memref<3xf32>, %y: memref<120xf32>) {
  %flat = memref.collapse_shape %x [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  affine.for %k = 0 to 120 {
    %v = affine.load %flat[%k] : memref<120xf32>
    %s = affine.load %sc[(%k floordiv 20) mod 3] : memref<3xf32>
    %t = affine.load %sh[(%k floordiv 20) mod 3] : memref<3xf32>
    %m = arith.mulf %v, %s : f32
    %r = arith.addf %m, %t : f32
    affine.store %r, %y[%k] : memref<120xf32>
  }
  return
}
