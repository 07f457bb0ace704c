// memref.atomic_rmw, every kind MLIR 19 lowers (atomicrmw acq_rel); the old
// values are stored too.
// FILL: 0 -50 50
// FILL: 1 -50 50
func.func @kernel(%f: memref<8xf32>, %i: memref<8xi32>, %of: memref<4x8xf32>, %oi: memref<7x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %fv = arith.constant 2.5 : f32
  %iv = arith.constant 7 : i32
  affine.for %k = 0 to 8 {
    %a = memref.atomic_rmw addf %fv, %f[%k] : (f32, memref<8xf32>) -> f32
    %b = memref.atomic_rmw maximumf %fv, %f[%k] : (f32, memref<8xf32>) -> f32
    %c = memref.atomic_rmw minimumf %fv, %f[%k] : (f32, memref<8xf32>) -> f32
    %d = memref.atomic_rmw assign %fv, %f[%k] : (f32, memref<8xf32>) -> f32
    memref.store %a, %of[%c0, %k] : memref<4x8xf32>
    memref.store %b, %of[%c1, %k] : memref<4x8xf32>
    memref.store %c, %of[%c2, %k] : memref<4x8xf32>
    memref.store %d, %of[%c3, %k] : memref<4x8xf32>
    %e = memref.atomic_rmw addi %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %g = memref.atomic_rmw maxs %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %h = memref.atomic_rmw mins %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %j = memref.atomic_rmw maxu %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %l = memref.atomic_rmw minu %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %m = memref.atomic_rmw ori %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    %n = memref.atomic_rmw andi %iv, %i[%k] : (i32, memref<8xi32>) -> i32
    memref.store %e, %oi[%c0, %k] : memref<7x8xi32>
    memref.store %g, %oi[%c1, %k] : memref<7x8xi32>
    memref.store %h, %oi[%c2, %k] : memref<7x8xi32>
    memref.store %j, %oi[%c3, %k] : memref<7x8xi32>
    memref.store %l, %oi[%c4, %k] : memref<7x8xi32>
    memref.store %m, %oi[%c5, %k] : memref<7x8xi32>
    memref.store %n, %oi[%c6, %k] : memref<7x8xi32>
  }
  return
}
