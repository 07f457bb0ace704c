// func.constant + func.call_indirect choosing between two functions at run time.
func.func private @inc(%x: i64) -> i64 {
  %c = arith.constant 1 : i64
  %r = arith.addi %x, %c : i64
  return %r : i64
}
func.func private @dbl(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func @kernel(%a: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 16 : index
  %f = func.constant @inc : (i64) -> i64
  %g = func.constant @dbl : (i64) -> i64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi64>
    %m = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %m, %c1 : index
    %h = arith.select %odd, %f, %g : (i64) -> i64
    %r = func.call_indirect %h(%x) : (i64) -> i64
    memref.store %r, %a[%i] : memref<16xi64>
  }
  return
}
