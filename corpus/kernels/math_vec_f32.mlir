// math on vectors: intrinsics on vector<8xf32> (sin, sqrt, fma, expm1/log1p/rsqrt expansions) and libm calls scalarised element by element (tanh on vector<8xf32>, erf on a 2-D vector<2x4xf32>, atan2 on vector<8xf64>, atan on vector<8xf16> through f32).
// ULP: 1
// FILL: 0 -40 40
// FILL: 1 1 40
func.func @kernel(%a: memref<8xf32>, %b: memref<8xf32>, %d: memref<8xf64>, %h: memref<8xf16>, %o: memref<8x8xf32>, %od: memref<8xf64>, %oh: memref<8xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %k8 = arith.constant dense<8.0> : vector<8xf32>
  %a0 = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %b0 = vector.load %b[%c0] : memref<8xf32>, vector<8xf32>
  %x = arith.divf %a0, %k8 : vector<8xf32>
  %p = arith.divf %b0, %k8 : vector<8xf32>
  %r0 = math.sin %x : vector<8xf32>
  %r1 = math.sqrt %p : vector<8xf32>
  %r2 = math.fma %x, %p, %x : vector<8xf32>
  %r3 = math.expm1 %x : vector<8xf32>
  %r4 = math.log1p %p : vector<8xf32>
  %r5 = math.rsqrt %p fastmath<contract> : vector<8xf32>
  %r6 = math.tanh %x : vector<8xf32>
  %x2 = vector.shape_cast %x : vector<8xf32> to vector<2x4xf32>
  %e2 = math.erf %x2 : vector<2x4xf32>
  %r7 = vector.shape_cast %e2 : vector<2x4xf32> to vector<8xf32>
  vector.store %r0, %o[%c0, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r1, %o[%c1, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r2, %o[%c2, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r3, %o[%c3, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r4, %o[%c4, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r5, %o[%c5, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r6, %o[%c6, %c0] : memref<8x8xf32>, vector<8xf32>
  vector.store %r7, %o[%c7, %c0] : memref<8x8xf32>, vector<8xf32>
  %dv = vector.load %d[%c0] : memref<8xf64>, vector<8xf64>
  %at = math.atan2 %dv, %dv : vector<8xf64>
  vector.store %at, %od[%c0] : memref<8xf64>, vector<8xf64>
  %hv = vector.load %h[%c0] : memref<8xf16>, vector<8xf16>
  %k8h = arith.constant dense<8.0> : vector<8xf16>
  %hx = arith.divf %hv, %k8h : vector<8xf16>
  %ah = math.atan %hx : vector<8xf16>
  vector.store %ah, %oh[%c0] : memref<8xf16>, vector<8xf16>
  return
}
