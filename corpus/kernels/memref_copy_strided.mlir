// memref.copy between static strided layouts that are contiguous (llvm.memcpy
// in MLIR: unit outer dims, a row of a matrix) and between identity ones of
// other shapes; rank-0 copy.
func.func @kernel(%a: memref<4x8xf64>, %b: memref<4x8xf64>, %z: memref<f64>, %y: memref<f64>) {
  %r = memref.subview %a[2, 0][1, 8][1, 1] : memref<4x8xf64> to memref<1x8xf64, strided<[8, 1], offset: 16>>
  %s = memref.subview %b[0, 0][1, 8][1, 1] : memref<4x8xf64> to memref<1x8xf64, strided<[8, 1]>>
  memref.copy %r, %s : memref<1x8xf64, strided<[8, 1], offset: 16>> to memref<1x8xf64, strided<[8, 1]>>
  %r2 = memref.subview %a[1, 0][2, 8][1, 1] : memref<4x8xf64> to memref<2x8xf64, strided<[8, 1], offset: 8>>
  %s2 = memref.subview %b[2, 0][2, 8][1, 1] : memref<4x8xf64> to memref<2x8xf64, strided<[8, 1], offset: 16>>
  memref.copy %r2, %s2 : memref<2x8xf64, strided<[8, 1], offset: 8>> to memref<2x8xf64, strided<[8, 1], offset: 16>>
  memref.copy %z, %y : memref<f64> to memref<f64>
  return
}
