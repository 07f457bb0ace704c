// matmul_bias.mlir — the example of docs/run.md:
//   C = alpha * (A @ B) + bias   (A: ?x8, B: 8x3, bias: 3, C: ?x3)
// and returns the sum of C.  The rows of A and C are dynamic: their count
// comes from the .npy given for A and C.
func.func @kernel(%a: memref<?x8xf32>, %b: memref<8x3xf32>, %bias: memref<3xf32>,
                  %c: memref<?x3xf32>, %alpha: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x8xf32>
  %total = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%racc = %acc) -> (f32) {
      %dot = scf.for %k = %c0 to %c8 step %c1 iter_args(%s = %zero) -> (f32) {
        %x = memref.load %a[%i, %k] : memref<?x8xf32>
        %y = memref.load %b[%k, %j] : memref<8x3xf32>
        %p = arith.mulf %x, %y : f32
        %s2 = arith.addf %s, %p : f32
        scf.yield %s2 : f32
      }
      %scaled = arith.mulf %alpha, %dot : f32
      %bj = memref.load %bias[%j] : memref<3xf32>
      %v = arith.addf %scaled, %bj : f32
      memref.store %v, %c[%i, %j] : memref<?x3xf32>
      %racc2 = arith.addf %racc, %v : f32
      scf.yield %racc2 : f32
    }
    scf.yield %row : f32
  }
  return %total : f32
}
