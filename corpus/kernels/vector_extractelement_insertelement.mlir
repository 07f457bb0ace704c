// vector.extractelement / vector.insertelement with dynamic index positions (a lane rotation) and 0-D vectors.
func.func @kernel(%a: memref<8xf32>, %o: memref<8xf32>, %z: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %v = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %init = arith.constant dense<0.0> : vector<8xf32>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (vector<8xf32>) {
    %e = vector.extractelement %v[%i : index] : vector<8xf32>
    %j0 = arith.addi %i, %c1 : index
    %j = arith.remui %j0, %c8 : index
    %ji = arith.index_cast %j : index to i32
    %n = vector.insertelement %e, %acc[%ji : i32] : vector<8xf32>
    scf.yield %n : vector<8xf32>
  }
  vector.store %r, %o[%c0] : memref<8xf32>, vector<8xf32>
  %s = memref.load %a[%c1] : memref<8xf32>
  %zero = arith.constant dense<1.0> : vector<f32>
  %z0 = vector.insertelement %s, %zero[] : vector<f32>
  %z1 = vector.extractelement %z0[] : vector<f32>
  memref.store %z1, %z[%c0] : memref<1xf32>
  return
}
