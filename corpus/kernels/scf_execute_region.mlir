// scf.execute_region with results and several blocks (an early exit through cf.cond_br inside the region).
// FILL: 0 -5 5
func.func @kernel(%a: memref<16xi32>, %o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %r = scf.execute_region -> i32 {
      %z = arith.constant 0 : i32
      %neg = arith.cmpi slt, %x, %z : i32
      cf.cond_br %neg, ^bb1, ^bb2(%x : i32)
    ^bb1:
      %m = arith.constant 100 : i32
      %y = arith.subi %m, %x : i32
      scf.yield %y : i32
    ^bb2(%v: i32):
      %w = arith.muli %v, %v : i32
      scf.yield %w : i32
    }
    memref.store %r, %o[%i] : memref<16xi32>
  }
  return
}
