// f16 vector arithmetic: negf, addf, mulf, divf on vector<16xf16>, compared and selected.
func.func @kernel(%a: memref<16xf16>, %b: memref<16xf16>, %o: memref<2x16xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<16xf16>, vector<16xf16>
  %y = vector.load %b[%c0] : memref<16xf16>, vector<16xf16>
  %n = arith.negf %x : vector<16xf16>
  %s = arith.addf %n, %y : vector<16xf16>
  %m = arith.mulf %s, %x : vector<16xf16>
  %d = arith.divf %m, %y : vector<16xf16>
  %p = arith.cmpf olt, %d, %x : vector<16xf16>
  %r = arith.select %p, %d, %x : vector<16xi1>, vector<16xf16>
  vector.store %d, %o[%c0, %c0] : memref<2x16xf16>, vector<16xf16>
  vector.store %r, %o[%c1, %c0] : memref<2x16xf16>, vector<16xf16>
  return
}
