// Mutually recursive functions (is_even / is_odd) returning i1, called per element.
// FILL: 0 0 40
func.func private @is_even(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %e = arith.cmpi eq, %n, %z : i32
  %r = scf.if %e -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %m = arith.subi %n, %one : i32
    %o = func.call @is_odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func private @is_odd(%n: i32) -> i1 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %e = arith.cmpi eq, %n, %z : i32
  %r = scf.if %e -> (i1) {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %m = arith.subi %n, %one : i32
    %o = func.call @is_even(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @kernel(%a: memref<16xi32>, %o: memref<16xi1>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xi32>
    %e = func.call @is_even(%x) : (i32) -> i1
    affine.store %e, %o[%i] : memref<16xi1>
  }
  return
}
