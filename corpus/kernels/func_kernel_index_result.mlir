// @kernel returns index: position of the first negative element (or the size), found with scf.while.
// FILL: 0 -3 20
func.func @kernel(%a: memref<32xi32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %z = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (index) -> index {
    %inb = arith.cmpi slt, %i, %n : index
    %go = scf.if %inb -> (i1) {
      %x = memref.load %a[%i] : memref<32xi32>
      %nn = arith.cmpi sge, %x, %z : i32
      scf.yield %nn : i1
    } else {
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  return %r : index
}
