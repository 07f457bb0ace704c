// scf.for with two iter_args (sum and max) over a buffer; results stored.
func.func @kernel(%a: memref<64xi32>, %o: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %mn = arith.constant -2147483648 : i32
  %s, %m = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %mx = %mn) -> (i32, i32) {
    %x = memref.load %a[%i] : memref<64xi32>
    %t = arith.addi %acc, %x : i32
    %u = arith.maxsi %mx, %x : i32
    scf.yield %t, %u : i32, i32
  }
  memref.store %s, %o[%c0] : memref<2xi32>
  memref.store %m, %o[%c1] : memref<2xi32>
  return
}
