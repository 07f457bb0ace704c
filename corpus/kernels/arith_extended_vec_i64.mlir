// _extended ops on vector<4xi64>: mulsi_extended, mului_extended, addui_extended (sum and carry).
func.func @kernel(%a: memref<4xi64>, %b: memref<4xi64>, %o: memref<5x4xi64>, %carry: memref<4xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x0 = vector.load %a[%c0] : memref<4xi64>, vector<4xi64>
  %y = vector.load %b[%c0] : memref<4xi64>, vector<4xi64>
  %sh = arith.constant dense<[0, 3, 7, 11]> : vector<4xi64>
  %x = arith.shli %x0, %sh : vector<4xi64>
  %lo, %hi = arith.mulsi_extended %x, %y : vector<4xi64>
  %ulo, %uhi = arith.mului_extended %x, %y : vector<4xi64>
  %s, %c = arith.addui_extended %x, %y : vector<4xi64>, vector<4xi1>
  vector.store %lo, %o[%c0, %c0] : memref<5x4xi64>, vector<4xi64>
  vector.store %hi, %o[%c1, %c0] : memref<5x4xi64>, vector<4xi64>
  vector.store %ulo, %o[%c2, %c0] : memref<5x4xi64>, vector<4xi64>
  vector.store %uhi, %o[%c3, %c0] : memref<5x4xi64>, vector<4xi64>
  vector.store %s, %o[%c4, %c0] : memref<5x4xi64>, vector<4xi64>
  %ce = arith.extui %c : vector<4xi1> to vector<4xi8>
  vector.store %ce, %carry[%c0] : memref<4xi8>, vector<4xi8>
  return
}
