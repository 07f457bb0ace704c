// Tiled matmul as PyTorchSim emits it: affine.for tile loops (step 16) and intra-tile loops with floordiv/mod-free maps.
func.func @kernel(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  affine.for %i0 = 0 to 32 step 16 {
    affine.for %j0 = 0 to 32 step 16 {
      affine.for %k0 = 0 to 32 step 16 {
        affine.for %i = 0 to 16 {
          affine.for %j = 0 to 16 {
            %acc0 = affine.load %C[%i0 + %i, %j0 + %j] : memref<32x32xf32>
            %acc = affine.for %k = 0 to 16 iter_args(%s = %acc0) -> (f32) {
              %a = affine.load %A[%i0 + %i, %k0 + %k] : memref<32x32xf32>
              %b = affine.load %B[%k0 + %k, %j0 + %j] : memref<32x32xf32>
              %p = arith.mulf %a, %b : f32
              %t = arith.addf %s, %p : f32
              affine.yield %t : f32
            }
            affine.store %acc, %C[%i0 + %i, %j0 + %j] : memref<32x32xf32>
          }
        }
      }
    }
  }
  return
}
