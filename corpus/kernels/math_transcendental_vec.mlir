// ULP: 1
// Intrinsic math on vector<8xf32>: exp log sin cos powf exp2 log2 sqrt, as a softplus-like chain.
func.func @kernel(%a: memref<8xf32>, %o: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %one = arith.constant dense<1.0> : vector<8xf32>
  %e = math.exp %x : vector<8xf32>
  %ep = arith.addf %e, %one : vector<8xf32>
  %sp = math.log %ep : vector<8xf32>
  vector.store %sp, %o[%c0, %c0] : memref<4x8xf32>, vector<8xf32>
  %s = math.sin %x : vector<8xf32>
  %c = math.cos %x : vector<8xf32>
  %sc = arith.mulf %s, %c : vector<8xf32>
  vector.store %sc, %o[%c1, %c0] : memref<4x8xf32>, vector<8xf32>
  %p = math.powf %ep, %x : vector<8xf32>
  vector.store %p, %o[%c2, %c0] : memref<4x8xf32>, vector<8xf32>
  %e2 = math.exp2 %x : vector<8xf32>
  %l2 = math.log2 %e2 : vector<8xf32>
  %q = math.sqrt %e2 : vector<8xf32>
  %r = arith.addf %l2, %q : vector<8xf32>
  vector.store %r, %o[%c3, %c0] : memref<4x8xf32>, vector<8xf32>
  return
}
