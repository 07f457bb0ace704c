// scf.for carrying a vector accumulator (vector<8xf32>) and a scalar counter.
func.func @kernel(%a: memref<16x8xf32>, %o: memref<8xf32>, %oc: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc, %cnt = scf.for %i = %c0 to %c16 step %c1 iter_args(%v = %z, %k = %c0) -> (vector<8xf32>, index) {
    %x = vector.load %a[%i, %c0] : memref<16x8xf32>, vector<8xf32>
    %s = arith.addf %v, %x : vector<8xf32>
    %k2 = arith.addi %k, %c1 : index
    scf.yield %s, %k2 : vector<8xf32>, index
  }
  vector.store %acc, %o[%c0] : memref<8xf32>, vector<8xf32>
  memref.store %cnt, %oc[%c0] : memref<1xindex>
  return
}
