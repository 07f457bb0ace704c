// Constant globals of i1 and i8 elements (dense arrays), a 2-D constant f16 global, all read in a loop.
memref.global "private" constant @flags : memref<8xi1> = dense<[true, false, false, true, true, false, true, false]>
memref.global "private" constant @bytes : memref<8xi8> = dense<[-1, 2, -3, 4, -5, 6, -7, 127]>
memref.global "private" constant @halves : memref<2x4xf16> = dense<[[0.5, 1.5, -2.0, 3.25], [0.0, -0.0, 65504.0, 1.0e-3]]>
func.func @kernel(%o: memref<8xi8>, %h: memref<8xf16>) {
  %f = memref.get_global @flags : memref<8xi1>
  %b = memref.get_global @bytes : memref<8xi8>
  %g = memref.get_global @halves : memref<2x4xf16>
  affine.for %i = 0 to 8 {
    %p = affine.load %f[%i] : memref<8xi1>
    %x = affine.load %b[%i] : memref<8xi8>
    %z = arith.constant 0 : i8
    %y = arith.select %p, %x, %z : i8
    affine.store %y, %o[%i] : memref<8xi8>
    %v = affine.load %g[%i floordiv 4, %i mod 4] : memref<2x4xf16>
    affine.store %v, %h[%i] : memref<8xf16>
  }
  return
}
