// math ops that convert-math-to-libm turns into libm calls, on f16 scalars: acos acosh asin asinh atan atanh cbrt cosh erf sinh tan tanh atan2 (f16: extended to f32, f32 function, truncated back).
// ULP: 1
// FILL: 0 -64 64
// FILL: 1 1 64
func.func @kernel(%a: memref<32xf16>, %b: memref<32xf16>, %o: memref<13x32xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %sixtyfour = arith.constant 64.0 : f16
  %eight = arith.constant 8.0 : f16
  %one = arith.constant 1.0 : f16
  scf.for %i = %c0 to %n step %c1 {
    %a0 = memref.load %a[%i] : memref<32xf16>
    %b0 = memref.load %b[%i] : memref<32xf16>
    %u = arith.divf %a0, %sixtyfour : f16
    %x = arith.divf %a0, %eight : f16
    %q = arith.divf %b0, %eight : f16
    %g = arith.addf %q, %one : f16
    %r0 = math.acos %u : f16
    %k0 = arith.constant 0 : index
    memref.store %r0, %o[%k0, %i] : memref<13x32xf16>
    %r1 = math.acosh %g : f16
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<13x32xf16>
    %r2 = math.asin %u : f16
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<13x32xf16>
    %r3 = math.asinh %x : f16
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<13x32xf16>
    %r4 = math.atan %x : f16
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<13x32xf16>
    %r5 = math.atanh %u : f16
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<13x32xf16>
    %r6 = math.cbrt %x : f16
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<13x32xf16>
    %r7 = math.cosh %x : f16
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<13x32xf16>
    %r8 = math.erf %x : f16
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<13x32xf16>
    %r9 = math.sinh %x : f16
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<13x32xf16>
    %r10 = math.tan %x : f16
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<13x32xf16>
    %r11 = math.tanh %x : f16
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<13x32xf16>
    %r12 = math.atan2 %x, %q : f16
    %k12 = arith.constant 12 : index
    memref.store %r12, %o[%k12, %i] : memref<13x32xf16>
  }
  return
}
