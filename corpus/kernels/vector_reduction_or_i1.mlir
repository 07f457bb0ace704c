// vector.reduction <or>/<and>/<xor> on vector<16xi1> masks (any/all/parity) and <add> on i64 without accumulator.
// FILL: 0 -3 3
func.func @kernel(%a: memref<16xi64>, %o: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<16xi64>, vector<16xi64>
  %z = arith.constant dense<0> : vector<16xi64>
  %p = arith.cmpi sgt, %v, %z : vector<16xi64>
  %any = vector.reduction <or>, %p : vector<16xi1> into i1
  %all = vector.reduction <and>, %p : vector<16xi1> into i1
  %par = vector.reduction <xor>, %p : vector<16xi1> into i1
  %sum = vector.reduction <add>, %v : vector<16xi64> into i64
  %e0 = arith.extui %any : i1 to i64
  %e1 = arith.extui %all : i1 to i64
  %e2 = arith.extui %par : i1 to i64
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %e0, %o[%c0] : memref<4xi64>
  memref.store %e1, %o[%c1] : memref<4xi64>
  memref.store %e2, %o[%c2] : memref<4xi64>
  memref.store %sum, %o[%c3] : memref<4xi64>
  return
}
