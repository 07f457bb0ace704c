// vector.gather with data-dependent indices and a mask, and vector.scatter to distinct constant indices.
// FILL: 1 0 31
func.func @kernel(%a: memref<32xf32>, %idx: memref<8xi32>, %o: memref<8xf32>, %s: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %iv = vector.load %idx[%c0] : memref<8xi32>, vector<8xi32>
  %m = arith.constant dense<[true, true, false, true, true, true, false, true]> : vector<8xi1>
  %pass = arith.constant dense<0.5> : vector<8xf32>
  %g = vector.gather %a[%c0][%iv], %m, %pass : memref<32xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.store %g, %o[%c0] : memref<8xf32>, vector<8xf32>
  %si = arith.constant dense<[31, 3, 17, 8, 0, 25, 12, 5]> : vector<8xi32>
  %c4 = arith.constant 4 : index
  %all = arith.constant dense<true> : vector<8xi1>
  %sv = arith.addf %g, %g : vector<8xf32>
  %si2 = arith.constant dense<[27, 0, 13, 4, 1, 21, 8, 2]> : vector<8xi32>
  vector.scatter %s[%c4][%si2], %all, %sv : memref<32xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  vector.scatter %s[%c0][%si], %m, %g : memref<32xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}
