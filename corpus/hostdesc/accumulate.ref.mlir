// Reference of accumulate.mlir: y += x * 2 + 3 (f32), z += i (i32, wrapping).
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>, %i: memref<32xi32>, %z: memref<32xi32>) {
  affine.for %k = 0 to 32 {
    %v = affine.load %x[%k] : memref<32xf32>
    %a = arith.constant 2.0 : f32
    %b = arith.constant 3.0 : f32
    %m = arith.mulf %v, %a : f32
    %r = arith.addf %m, %b : f32
    %o = affine.load %y[%k] : memref<32xf32>
    %n = arith.addf %o, %r : f32
    affine.store %n, %y[%k] : memref<32xf32>
    %p = affine.load %i[%k] : memref<32xi32>
    %q = affine.load %z[%k] : memref<32xi32>
    %w = arith.addi %q, %p : i32
    affine.store %w, %z[%k] : memref<32xi32>
  }
  return
}
