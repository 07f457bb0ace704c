// cf.br / cf.cond_br loop with block arguments: prefix sums over a buffer.
func.func @kernel(%a: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %z = arith.constant 0 : i32
  cf.br ^head(%c0, %z : index, i32)
^head(%i: index, %acc: i32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %x = memref.load %a[%i] : memref<32xi32>
  %s = arith.addi %acc, %x : i32
  memref.store %s, %a[%i] : memref<32xi32>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %s : index, i32)
^exit:
  return
}
