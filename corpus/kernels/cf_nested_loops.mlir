// Two nested loops written with cf.br/cf.cond_br only (matrix row sums), loop-carried values in block arguments.
func.func @kernel(%a: memref<6x7xi64>, %o: memref<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %oi = arith.cmpi slt, %i, %c6 : index
  cf.cond_br %oi, ^inner(%c0, %z : index, i64), ^exit
^inner(%j: index, %acc: i64):
  %ij = arith.cmpi slt, %j, %c7 : index
  cf.cond_br %ij, ^body, ^rowdone(%acc : i64)
^body:
  %x = memref.load %a[%i, %j] : memref<6x7xi64>
  %s = arith.addi %acc, %x : i64
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %s : index, i64)
^rowdone(%r: i64):
  memref.store %r, %o[%i] : memref<6xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^exit:
  return
}
