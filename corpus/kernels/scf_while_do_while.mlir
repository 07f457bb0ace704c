// scf.while in do-while form (work in the before region), with differing before/after types: Collatz step counts.
// FILL: 0 1 300
func.func @kernel(%a: memref<16xi64>, %o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %c0_64 = arith.constant 0 : i64
  %three = arith.constant 3 : i64
  %zero32 = arith.constant 0 : i32
  %one32 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi64>
    %res:2 = scf.while (%v = %x, %steps = %zero32) : (i64, i32) -> (i64, i32) {
      %even = arith.remui %v, %two : i64
      %isodd = arith.cmpi ne, %even, %c0_64 : i64
      %h = arith.divui %v, %two : i64
      %t = arith.muli %v, %three : i64
      %t1 = arith.addi %t, %one : i64
      %nv = arith.select %isodd, %t1, %h : i64
      %ns = arith.addi %steps, %one32 : i32
      %go = arith.cmpi ugt, %nv, %one : i64
      scf.condition(%go) %nv, %ns : i64, i32
    } do {
    ^bb0(%v: i64, %s: i32):
      scf.yield %v, %s : i64, i32
    }
    memref.store %res#1, %o[%i] : memref<16xi32>
  }
  return
}
