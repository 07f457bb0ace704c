// memref.global with dense initializers (private constant with alignment,
// public splat, rank 0, i8), read through memref.get_global.
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, -2.0, 3.25], [4.0, 0.5, -6.0]]> {alignment = 64 : i64}
memref.global @ones : memref<4xi32> = dense<7>
memref.global "private" @scalar : memref<f64> = dense<2.5>
memref.global "private" constant @bytes : memref<5xi8> = dense<[1, -2, 127, -128, 0]>
func.func @kernel(%out: memref<2x3xf32>, %o2: memref<4xi32>, %o3: memref<f64>, %o4: memref<5xi8>) {
  %t = memref.get_global @table : memref<2x3xf32>
  memref.copy %t, %out : memref<2x3xf32> to memref<2x3xf32>
  %o = memref.get_global @ones : memref<4xi32>
  affine.for %i = 0 to 4 {
    %v = memref.load %o[%i] : memref<4xi32>
    memref.store %v, %o2[%i] : memref<4xi32>
  }
  %s = memref.get_global @scalar : memref<f64>
  %x = memref.load %s[] : memref<f64>
  memref.store %x, %o3[] : memref<f64>
  %b = memref.get_global @bytes : memref<5xi8>
  affine.for %i = 0 to 5 {
    %v = affine.load %b[4 - %i] : memref<5xi8>
    memref.store %v, %o4[%i] : memref<5xi8>
  }
  return
}
