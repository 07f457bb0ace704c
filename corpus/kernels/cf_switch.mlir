// cf.switch with a default and several cases (with and without block arguments).
// FILL: 0 -2 6
func.func @kernel(%a: memref<32xi32>, %o: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %x = memref.load %a[%i] : memref<32xi32>
  %k100 = arith.constant 100 : i32
  cf.switch %x : i32, [
    default: ^store(%x : i32),
    0: ^zero,
    1: ^store(%k100 : i32),
    4: ^four(%x : i32),
    -1: ^zero
  ]
^zero:
  %m = arith.constant -5 : i32
  cf.br ^store(%m : i32)
^four(%f: i32):
  %ff = arith.muli %f, %f : i32
  cf.br ^store(%ff : i32)
^store(%v: i32):
  memref.store %v, %o[%i] : memref<32xi32>
  %j = arith.addi %i, %c1 : index
  cf.br ^loop(%j : index)
^done:
  return
}
