// cf.cond_br passing different block arguments on each edge (including the same block with two argument lists).
// FILL: 0 -10 10
func.func @kernel(%a: memref<16xi32>, %o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<16xi32>
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %z : i32
  %m = arith.subi %z, %x : i32
  cf.cond_br %neg, ^join(%m, %i : i32, index), ^join(%x, %i : i32, index)
^join(%v: i32, %k: index):
  memref.store %v, %o[%k] : memref<16xi32>
  %next = arith.addi %k, %c1 : index
  cf.br ^loop(%next : index)
^done:
  return
}
