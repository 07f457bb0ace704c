// scf.while computing gcd(a[i], b[i]) with the Euclidean algorithm (two loop-carried values, before/after regions).
// FILL: 0 1 5000
// FILL: 1 1 5000
func.func @kernel(%a: memref<32xi32>, %b: memref<32xi32>, %o: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi32>
    %y = memref.load %b[%i] : memref<32xi32>
    %g:2 = scf.while (%p = %x, %q = %y) : (i32, i32) -> (i32, i32) {
      %nz = arith.cmpi ne, %q, %z : i32
      scf.condition(%nz) %p, %q : i32, i32
    } do {
    ^bb0(%p: i32, %q: i32):
      %r = arith.remui %p, %q : i32
      scf.yield %q, %r : i32, i32
    }
    memref.store %g#0, %o[%i] : memref<32xi32>
  }
  return
}
