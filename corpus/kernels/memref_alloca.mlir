// memref.alloca: static, dynamic sizes, alignment attribute, rank 0.
// DIMS: 5
func.func @kernel(%in: memref<?x3xi16>, %out: memref<?x3xi16>, %s: memref<i64>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x3xi16>
  %t = memref.alloca(%n) {alignment = 32 : i64} : memref<?x3xi16>
  %z = memref.alloca() : memref<i64>
  %w = memref.alloca() : memref<2x2xi64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %v = memref.load %in[%i, %j] : memref<?x3xi16>
      affine.store %v, %t[%i, 2 - %j] : memref<?x3xi16>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %v = memref.load %t[%i, %j] : memref<?x3xi16>
      memref.store %v, %out[%i, %j] : memref<?x3xi16>
    }
  }
  %x = memref.load %s[] : memref<i64>
  memref.store %x, %z[] : memref<i64>
  memref.store %x, %w[%c0, %c0] : memref<2x2xi64>
  %y = memref.load %w[%c0, %c0] : memref<2x2xi64>
  memref.store %y, %s[] : memref<i64>
  return
}
