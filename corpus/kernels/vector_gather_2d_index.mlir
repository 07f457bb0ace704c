// vector.gather on a 2-D memref base with index-typed indices (row gather), f64 elements.
// FILL: 1 0 5
func.func @kernel(%a: memref<6x6xf64>, %idx: memref<4xindex>, %o: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %iv = vector.load %idx[%c0] : memref<4xindex>, vector<4xindex>
  %m = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf64>
  %g = vector.gather %a[%c2, %c0][%iv], %m, %pass : memref<6x6xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.store %g, %o[%c0] : memref<4xf64>, vector<4xf64>
  return
}
