// Float casts: extf f16->f32->f64, truncf f64->f32->f16 and f32->bf16, bf16->f32.
func.func @kernel(%a: memref<16xf64>, %h: memref<16xf16>, %b: memref<16xbf16>, %o32: memref<3x16xf32>, %o64: memref<16xf64>, %oh: memref<16xf16>, %ob: memref<16xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = memref.load %h[%i] : memref<16xf16>
    %z = memref.load %b[%i] : memref<16xbf16>
    %t32 = arith.truncf %x : f64 to f32
    %e32 = arith.extf %y : f16 to f32
    %z32 = arith.extf %z : bf16 to f32
    %e64 = arith.extf %y : f16 to f64
    %t16 = arith.truncf %t32 : f32 to f16
    %tb = arith.truncf %t32 : f32 to bf16
    memref.store %t32, %o32[%c0, %i] : memref<3x16xf32>
    memref.store %e32, %o32[%c1, %i] : memref<3x16xf32>
    memref.store %z32, %o32[%c2, %i] : memref<3x16xf32>
    memref.store %e64, %o64[%i] : memref<16xf64>
    memref.store %t16, %oh[%i] : memref<16xf16>
    memref.store %tb, %ob[%i] : memref<16xbf16>
  }
  return
}
