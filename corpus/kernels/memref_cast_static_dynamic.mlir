// memref.cast between static and dynamic shapes (both directions) and memref.dim on the result.
func.func private @sum(%m: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %m[%i] : memref<?xf64>
    %t = arith.addf %acc, %x : f64
    scf.yield %t : f64
  }
  return %s : f64
}
func.func @kernel(%a: memref<12xf64>, %o: memref<?xf64>) {
  %d = memref.cast %a : memref<12xf64> to memref<?xf64>
  %s = call @sum(%d) : (memref<?xf64>) -> f64
  %st = memref.cast %o : memref<?xf64> to memref<4xf64>
  %c0 = arith.constant 0 : index
  memref.store %s, %st[%c0] : memref<4xf64>
  return
}
