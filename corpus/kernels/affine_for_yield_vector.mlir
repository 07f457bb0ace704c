// affine.for carrying a vector<4xi32> iter_arg with affine.if inside selecting what to add.
func.func @kernel(%a: memref<32x4xi32>, %o: memref<4xi32>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %r = affine.for %i = 0 to 32 iter_args(%acc = %z) -> (vector<4xi32>) {
    %v = affine.vector_load %a[%i, 0] : memref<32x4xi32>, vector<4xi32>
    %n = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> vector<4xi32> {
      %s = arith.addi %acc, %v : vector<4xi32>
      affine.yield %s : vector<4xi32>
    } else {
      %s = arith.xori %acc, %v : vector<4xi32>
      affine.yield %s : vector<4xi32>
    }
    affine.yield %n : vector<4xi32>
  }
  affine.vector_store %r, %o[0] : memref<4xi32>, vector<4xi32>
  return
}
