// cf.switch on i64 inside a helper with several return blocks; classify values by their low bits.
func.func private @classify(%x: i64) -> i64 {
  %m = arith.constant 3 : i64
  %k = arith.andi %x, %m : i64
  cf.switch %k : i64, [
    default: ^d,
    0: ^a,
    2: ^b
  ]
^a:
  %ra = arith.constant 10 : i64
  return %ra : i64
^b:
  %rb = arith.muli %x, %m : i64
  return %rb : i64
^d:
  %rd = arith.subi %m, %x : i64
  return %rd : i64
}
func.func @kernel(%a: memref<16xi64>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xi64>
    %r = func.call @classify(%x) : (i64) -> i64
    affine.store %r, %a[%i] : memref<16xi64>
  }
  return
}
