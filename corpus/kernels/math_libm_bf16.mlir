// math ops that convert-math-to-libm turns into libm calls, on bf16 scalars: acos acosh asin asinh atan atanh cbrt cosh erf sinh tan tanh atan2 (bf16: extended to f32, f32 function, truncated back).
// ULP: 1
// FILL: 0 -64 64
// FILL: 1 1 64
func.func @kernel(%a: memref<32xbf16>, %b: memref<32xbf16>, %o: memref<13x32xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %sixtyfour = arith.constant 64.0 : bf16
  %eight = arith.constant 8.0 : bf16
  %one = arith.constant 1.0 : bf16
  scf.for %i = %c0 to %n step %c1 {
    %a0 = memref.load %a[%i] : memref<32xbf16>
    %b0 = memref.load %b[%i] : memref<32xbf16>
    %u = arith.divf %a0, %sixtyfour : bf16
    %x = arith.divf %a0, %eight : bf16
    %q = arith.divf %b0, %eight : bf16
    %g = arith.addf %q, %one : bf16
    %r0 = math.acos %u : bf16
    %k0 = arith.constant 0 : index
    memref.store %r0, %o[%k0, %i] : memref<13x32xbf16>
    %r1 = math.acosh %g : bf16
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<13x32xbf16>
    %r2 = math.asin %u : bf16
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<13x32xbf16>
    %r3 = math.asinh %x : bf16
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<13x32xbf16>
    %r4 = math.atan %x : bf16
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<13x32xbf16>
    %r5 = math.atanh %u : bf16
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<13x32xbf16>
    %r6 = math.cbrt %x : bf16
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<13x32xbf16>
    %r7 = math.cosh %x : bf16
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<13x32xbf16>
    %r8 = math.erf %x : bf16
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<13x32xbf16>
    %r9 = math.sinh %x : bf16
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<13x32xbf16>
    %r10 = math.tan %x : bf16
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<13x32xbf16>
    %r11 = math.tanh %x : bf16
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<13x32xbf16>
    %r12 = math.atan2 %x, %q : bf16
    %k12 = arith.constant 12 : index
    memref.store %r12, %o[%k12, %i] : memref<13x32xbf16>
  }
  return
}
