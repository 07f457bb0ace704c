// @kernel itself returns a scalar (i32): sum of a buffer; scalar arguments of several types.
// SCALARS: 3 -2 7 1
func.func @kernel(%a: memref<16xi32>, %s: i32, %t: i8, %u: i64, %p: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = arith.muli %x, %s : i32
    %r = arith.addi %acc, %y : i32
    scf.yield %r : i32
  }
  %te = arith.extsi %t : i8 to i32
  %ut = arith.trunci %u : i64 to i32
  %a1 = arith.addi %sum, %te : i32
  %a2 = arith.addi %a1, %ut : i32
  %r = arith.select %p, %a2, %sum : i32
  return %r : i32
}
