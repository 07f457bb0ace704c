// bf16 vector arithmetic: extf/truncf around f32 math, addf/mulf directly on bf16 vectors.
func.func @kernel(%a: memref<8xbf16>, %b: memref<8xbf16>, %o: memref<2x8xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<8xbf16>, vector<8xbf16>
  %y = vector.load %b[%c0] : memref<8xbf16>, vector<8xbf16>
  %s = arith.addf %x, %y : vector<8xbf16>
  %m = arith.mulf %s, %y : vector<8xbf16>
  vector.store %m, %o[%c0, %c0] : memref<2x8xbf16>, vector<8xbf16>
  %xf = arith.extf %x : vector<8xbf16> to vector<8xf32>
  %yf = arith.extf %y : vector<8xbf16> to vector<8xf32>
  %q = arith.divf %xf, %yf : vector<8xf32>
  %qb = arith.truncf %q : vector<8xf32> to vector<8xbf16>
  vector.store %qb, %o[%c1, %c0] : memref<2x8xbf16>, vector<8xbf16>
  return
}
