// affine.for with iter_args (float sum and int count) and a step of 3 with symbolic upper bound.
// SCALARS: 47
func.func @kernel(%a: memref<64xf32>, %o: memref<1xf32>, %oc: memref<1xi32>, %n: index) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %s, %c = affine.for %i = 1 to %n step 3 iter_args(%acc = %z, %k = %zi) -> (f32, i32) {
    %x = affine.load %a[%i] : memref<64xf32>
    %t = arith.addf %acc, %x : f32
    %k2 = arith.addi %k, %one : i32
    affine.yield %t, %k2 : f32, i32
  }
  affine.store %s, %o[0] : memref<1xf32>
  affine.store %c, %oc[0] : memref<1xi32>
  return
}
