// Uninitialized and private-external memref.globals used as scratch buffers
// (written, then read back), and a public uninitialized one.
memref.global "private" @scratch : memref<8xf32> = uninitialized
memref.global "private" @priv_ext : memref<2x4xi64>
memref.global @pub_uninit : memref<3xi16> = uninitialized
func.func @kernel(%in: memref<8xf32>, %out: memref<8xf32>, %a: memref<2x4xi64>, %b: memref<3xi16>) {
  %g = memref.get_global @scratch : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = memref.load %in[%i] : memref<8xf32>
    affine.store %v, %g[7 - %i] : memref<8xf32>
  }
  memref.copy %g, %out : memref<8xf32> to memref<8xf32>
  %p = memref.get_global @priv_ext : memref<2x4xi64>
  memref.copy %a, %p : memref<2x4xi64> to memref<2x4xi64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %v = affine.load %p[1 - %i, %j] : memref<2x4xi64>
      memref.store %v, %a[%i, %j] : memref<2x4xi64>
    }
  }
  %q = memref.get_global @pub_uninit : memref<3xi16>
  memref.copy %b, %q : memref<3xi16> to memref<3xi16>
  affine.for %i = 0 to 3 {
    %v = affine.load %q[2 - %i] : memref<3xi16>
    memref.store %v, %b[%i] : memref<3xi16>
  }
  return
}
