// Int/float conversions on vectors: sitofp uitofp fptosi fptoui extf truncf on vector<8x...>.
// FILL: 0 -1000 1000
func.func @kernel(%a: memref<8xi32>, %of: memref<2x8xf32>, %oi: memref<2x8xi16>, %oh: memref<8xf16>, %od: memref<8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %s = arith.sitofp %x : vector<8xi32> to vector<8xf32>
  %u = arith.uitofp %x : vector<8xi32> to vector<8xf32>
  vector.store %s, %of[%c0, %c0] : memref<2x8xf32>, vector<8xf32>
  vector.store %u, %of[%c1, %c0] : memref<2x8xf32>, vector<8xf32>
  %k = arith.constant dense<0.03125> : vector<8xf32>
  %sm = arith.mulf %s, %k : vector<8xf32>
  %i16 = arith.fptosi %sm : vector<8xf32> to vector<8xi16>
  %ab = math.absf %sm : vector<8xf32>
  %u16 = arith.fptoui %ab : vector<8xf32> to vector<8xi16>
  vector.store %i16, %oi[%c0, %c0] : memref<2x8xi16>, vector<8xi16>
  vector.store %u16, %oi[%c1, %c0] : memref<2x8xi16>, vector<8xi16>
  %h = arith.truncf %sm : vector<8xf32> to vector<8xf16>
  vector.store %h, %oh[%c0] : memref<8xf16>, vector<8xf16>
  %d = arith.extf %h : vector<8xf16> to vector<8xf64>
  vector.store %d, %od[%c0] : memref<8xf64>, vector<8xf64>
  return
}
