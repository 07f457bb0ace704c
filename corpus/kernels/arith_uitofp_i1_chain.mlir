// i1 to float/int conversions: uitofp/sitofp of i1 (0/1 and 0/-1), extsi/extui of i1 vectors, then accumulate.
// FILL: 0 -2 2
func.func @kernel(%a: memref<16xi32>, %of: memref<2x16xf32>, %oi: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<16xi32>, vector<16xi32>
  %z = arith.constant dense<0> : vector<16xi32>
  %p = arith.cmpi sge, %x, %z : vector<16xi32>
  %u = arith.uitofp %p : vector<16xi1> to vector<16xf32>
  %s = arith.sitofp %p : vector<16xi1> to vector<16xf32>
  vector.store %u, %of[%c0, %c0] : memref<2x16xf32>, vector<16xf32>
  vector.store %s, %of[%c1, %c0] : memref<2x16xf32>, vector<16xf32>
  %e = arith.extsi %p : vector<16xi1> to vector<16xi64>
  %f = arith.extui %p : vector<16xi1> to vector<16xi64>
  %g = arith.subi %f, %e : vector<16xi64>
  vector.store %g, %oi[%c0] : memref<16xi64>, vector<16xi64>
  return
}
