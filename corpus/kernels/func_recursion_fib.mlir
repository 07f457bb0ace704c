// Recursive function (fibonacci) with scf.if, called for 0..15.
func.func private @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %lt = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %lt -> (i32) {
    scf.yield %n : i32
  } else {
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @kernel(%o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = func.call @fib(%ii) : (i32) -> i32
    memref.store %f, %o[%i] : memref<16xi32>
  }
  return
}
