// vector.multi_reduction over dim 0, dim 1, and both dims, with add/maxnumf/mul kinds and accumulators.
func.func @kernel(%a: memref<4x8xf32>, %o0: memref<8xf32>, %o1: memref<4xf32>, %o2: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
  %acc0 = arith.constant dense<1.0> : vector<8xf32>
  %r0 = vector.multi_reduction <add>, %v, %acc0 [0] : vector<4x8xf32> to vector<8xf32>
  vector.store %r0, %o0[%c0] : memref<8xf32>, vector<8xf32>
  %acc1 = arith.constant dense<-100.0> : vector<4xf32>
  %r1 = vector.multi_reduction <maxnumf>, %v, %acc1 [1] : vector<4x8xf32> to vector<4xf32>
  vector.store %r1, %o1[%c0] : memref<4xf32>, vector<4xf32>
  %acc2 = arith.constant 1.0 : f32
  %r2 = vector.multi_reduction <mul>, %v, %acc2 [0, 1] : vector<4x8xf32> to f32
  memref.store %r2, %o2[%c0] : memref<2xf32>
  %acc3 = arith.constant 0.0 : f32
  %r3 = vector.multi_reduction <add>, %v, %acc3 [0, 1] : vector<4x8xf32> to f32
  %c1 = arith.constant 1 : index
  memref.store %r3, %o2[%c1] : memref<2xf32>
  return
}
