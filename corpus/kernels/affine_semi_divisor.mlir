// floordiv / mod / ceildiv by a symbol (semi-affine maps, as lower-to-vcix
// builds them: `(d0)[s0] -> (d0 floordiv s0)`), over negative and positive
// dividends and several positive divisors; MLIR 19's lower-affine expands
// them like the constant-divisor forms.
func.func @kernel(%o: memref<4x3x25xindex>) {
  affine.for %j = 0 to 3 {
    %s = affine.apply affine_map<(d0) -> (d0 * 3 + 2)>(%j)
    affine.for %i = 0 to 25 {
      %x = affine.apply affine_map<(d0) -> (d0 - 12)>(%i)
      %f = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%s]
      %m = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%x)[%s]
      %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%x)[%s]
      %g = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s0 + d1 * s1 + d2) floordiv (s0 * 2))>(%i, %j, %x)[%s, %s]
      affine.store %f, %o[0, %j, %i] : memref<4x3x25xindex>
      affine.store %m, %o[1, %j, %i] : memref<4x3x25xindex>
      affine.store %c, %o[2, %j, %i] : memref<4x3x25xindex>
      affine.store %g, %o[3, %j, %i] : memref<4x3x25xindex>
    }
  }
  return
}
