// vector.maskedload with a constant lane pattern and pass-through values; maskedstore with the inverse mask on a 2-D memref.
func.func @kernel(%a: memref<4x8xi32>, %o: memref<4x8xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  %pass = arith.constant dense<[10, 20, 30, 40, 50, 60, 70, 80]> : vector<8xi32>
  %v = vector.maskedload %a[%c2, %c0], %m, %pass : memref<4x8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  vector.store %v, %o[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
  %t = arith.constant dense<true> : vector<8xi1>
  %nm = arith.xori %m, %t : vector<8xi1>
  vector.maskedstore %o[%c2, %c0], %nm, %pass : memref<4x8xi32>, vector<8xi1>, vector<8xi32>
  return
}
