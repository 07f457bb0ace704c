// ULP: 1
// math on f16: intrinsic ops (absf sqrt exp floor) and libm ops (tanh erf) promoted through f32.
func.func @kernel(%a: memref<16xf16>, %o: memref<6x16xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %x = vector.load %a[%c0] : memref<16xf16>, vector<16xf16>
  %r0 = math.absf %x : vector<16xf16>
  %r1 = math.sqrt %r0 : vector<16xf16>
  %r2 = math.exp %x : vector<16xf16>
  %r3 = math.floor %x : vector<16xf16>
  %r4 = math.tanh %x : vector<16xf16>
  %s = memref.load %a[%c3] : memref<16xf16>
  %e = math.erf %s : f16
  vector.store %r0, %o[%c0, %c0] : memref<6x16xf16>, vector<16xf16>
  vector.store %r1, %o[%c1, %c0] : memref<6x16xf16>, vector<16xf16>
  vector.store %r2, %o[%c2, %c0] : memref<6x16xf16>, vector<16xf16>
  vector.store %r3, %o[%c3, %c0] : memref<6x16xf16>, vector<16xf16>
  vector.store %r4, %o[%c4, %c0] : memref<6x16xf16>, vector<16xf16>
  memref.store %e, %o[%c5, %c0] : memref<6x16xf16>
  return
}
