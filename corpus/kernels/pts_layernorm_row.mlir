// ULP: 1
// LayerNorm over rows of a 16x64 tile: mean and variance by reductions, rsqrt, scale and shift vectors.
func.func @kernel(%x: memref<16x64xf32>, %g: memref<64xf32>, %b: memref<64xf32>, %y: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %gv = vector.load %g[%c0] : memref<64xf32>, vector<64xf32>
  %bv = vector.load %b[%c0] : memref<64xf32>, vector<64xf32>
  affine.for %i = 0 to 16 {
    %v = vector.load %x[%i, %c0] : memref<16x64xf32>, vector<64xf32>
    %s = vector.reduction <add>, %v : vector<64xf32> into f32
    %mean = arith.divf %s, %n : f32
    %mb = vector.broadcast %mean : f32 to vector<64xf32>
    %d = arith.subf %v, %mb : vector<64xf32>
    %d2 = arith.mulf %d, %d : vector<64xf32>
    %ss = vector.reduction <add>, %d2 : vector<64xf32> into f32
    %var = arith.divf %ss, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %ib = vector.broadcast %inv : f32 to vector<64xf32>
    %nrm = arith.mulf %d, %ib : vector<64xf32>
    %sc = arith.mulf %nrm, %gv : vector<64xf32>
    %r = arith.addf %sc, %bv : vector<64xf32>
    vector.store %r, %y[%i, %c0] : memref<16x64xf32>, vector<64xf32>
  }
  return
}
