// ULP: 1
// math ops lowered to LLVM intrinsics that call libm: exp exp2 expm1 log log2 log10 log1p sin cos powf rsqrt fpowi on f64.
func.func @kernel(%a: memref<16xf64>, %b: memref<16xf64>, %o: memref<12x16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = memref.load %b[%i] : memref<16xf64>
    %ax = math.absf %x : f64
    %p = arith.addf %ax, %one : f64
    %r0 = math.exp %x : f64
    %r1 = math.exp2 %x : f64
    %r2 = math.expm1 %x : f64
    %r3 = math.log %p : f64
    %r4 = math.log2 %p : f64
    %r5 = math.log10 %p : f64
    %r6 = math.log1p %ax : f64
    %r7 = math.sin %x : f64
    %r8 = math.cos %x : f64
    %r9 = math.powf %p, %y : f64
    %r10 = math.rsqrt %p : f64
    %r11 = math.fpowi %x, %three : f64, i32
    %k = arith.constant 0 : index
    memref.store %r0, %o[%k, %i] : memref<12x16xf64>
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<12x16xf64>
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<12x16xf64>
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<12x16xf64>
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<12x16xf64>
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<12x16xf64>
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<12x16xf64>
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<12x16xf64>
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<12x16xf64>
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<12x16xf64>
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<12x16xf64>
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<12x16xf64>
  }
  return
}
