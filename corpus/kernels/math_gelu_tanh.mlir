// ULP: 1
// GELU (tanh approximation) over a 64x16 tile with vector<16xf32> rows, as PyTorchSim emits it.
func.func @kernel(%x: memref<64x16xf32>, %y: memref<64x16xf32>) {
  %half = arith.constant dense<0.5> : vector<16xf32>
  %one = arith.constant dense<1.0> : vector<16xf32>
  %k0 = arith.constant dense<0.7978845608> : vector<16xf32>
  %k1 = arith.constant dense<0.044715> : vector<16xf32>
  affine.for %i = 0 to 64 {
    %v = affine.vector_load %x[%i, 0] : memref<64x16xf32>, vector<16xf32>
    %v2 = arith.mulf %v, %v : vector<16xf32>
    %v3 = arith.mulf %v2, %v : vector<16xf32>
    %t0 = arith.mulf %v3, %k1 : vector<16xf32>
    %t1 = arith.addf %v, %t0 : vector<16xf32>
    %t2 = arith.mulf %t1, %k0 : vector<16xf32>
    %t3 = math.tanh %t2 : vector<16xf32>
    %t4 = arith.addf %t3, %one : vector<16xf32>
    %t5 = arith.mulf %v, %half : vector<16xf32>
    %r = arith.mulf %t5, %t4 : vector<16xf32>
    affine.vector_store %r, %y[%i, 0] : memref<64x16xf32>, vector<16xf32>
  }
  return
}
