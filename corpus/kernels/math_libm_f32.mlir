// ULP: 1
// math ops without an LLVM intrinsic (convert-math-to-libm): acos asin atan atanh acosh asinh cbrt cosh sinh tan tanh erf atan2, f32.
// FILL: 0 -8 8
func.func @kernel(%a: memref<16xf32>, %b: memref<16xf32>, %o: memref<13x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %eighth = arith.constant 0.125 : f32
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x8 = memref.load %a[%i] : memref<16xf32>
    %y = memref.load %b[%i] : memref<16xf32>
    %u = arith.mulf %x8, %eighth : f32
    %ay = math.absf %y : f32
    %g1 = arith.addf %ay, %one : f32
    %r0 = math.acos %u : f32
    %r1 = math.asin %u : f32
    %r2 = math.atan %y : f32
    %h = arith.mulf %u, %eighth : f32
    %r3 = math.atanh %h : f32
    %r4 = math.acosh %g1 : f32
    %r5 = math.asinh %y : f32
    %r6 = math.cbrt %y : f32
    %r7 = math.cosh %y : f32
    %r8 = math.sinh %y : f32
    %r9 = math.tan %u : f32
    %r10 = math.tanh %y : f32
    %r11 = math.erf %y : f32
    %r12 = math.atan2 %y, %u : f32
    %k0 = arith.constant 0 : index
    memref.store %r0, %o[%k0, %i] : memref<13x16xf32>
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<13x16xf32>
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<13x16xf32>
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<13x16xf32>
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<13x16xf32>
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<13x16xf32>
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<13x16xf32>
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<13x16xf32>
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<13x16xf32>
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<13x16xf32>
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<13x16xf32>
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<13x16xf32>
    %k12 = arith.constant 12 : index
    memref.store %r12, %o[%k12, %i] : memref<13x16xf32>
  }
  return
}
