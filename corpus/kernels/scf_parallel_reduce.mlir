// scf.parallel with scf.reduce: a sum and a max of the elements of a 2-D memref (reduced sequentially, as lowered).
func.func @kernel(%a: memref<8x16xi32>, %o: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %mn = arith.constant -2147483648 : i32
  %s, %m = scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) init (%z, %mn) -> (i32, i32) {
    %x = memref.load %a[%i, %j] : memref<8x16xi32>
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %t = arith.addi %l, %r : i32
      scf.reduce.return %t : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %t = arith.maxsi %l, %r : i32
      scf.reduce.return %t : i32
    }
  }
  memref.store %s, %o[%c0] : memref<2xi32>
  memref.store %m, %o[%c1] : memref<2xi32>
  return
}
