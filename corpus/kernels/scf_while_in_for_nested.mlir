// scf.while nested in scf.for nested in scf.while: integer square roots by bisection for a range of inputs.
// FILL: 0 0 100000
func.func @kernel(%a: memref<16xi32>, %o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %hi0 = arith.addi %x, %one : i32
    %r:2 = scf.while (%lo = %z, %hi = %hi0) : (i32, i32) -> (i32, i32) {
      %d = arith.subi %hi, %lo : i32
      %go = arith.cmpi sgt, %d, %one : i32
      scf.condition(%go) %lo, %hi : i32, i32
    } do {
    ^bb0(%lo: i32, %hi: i32):
      %s = arith.addi %lo, %hi : i32
      %mid = arith.shrui %s, %one : i32
      %m64 = arith.extui %mid : i32 to i64
      %sq = arith.muli %m64, %m64 : i64
      %x64 = arith.extui %x : i32 to i64
      %le = arith.cmpi ule, %sq, %x64 : i64
      %nlo = arith.select %le, %mid, %lo : i32
      %nhi = arith.select %le, %hi, %mid : i32
      scf.yield %nlo, %nhi : i32, i32
    }
    memref.store %r#0, %o[%i] : memref<16xi32>
  }
  return
}
