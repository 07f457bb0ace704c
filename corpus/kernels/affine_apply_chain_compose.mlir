// Chains of affine.apply feeding each other (composed maps), mixed with affine.min on the results, stored per iteration.
func.func @kernel(%o: memref<3x24xindex>) {
  affine.for %i = 0 to 24 {
    %a = affine.apply affine_map<(d0) -> (d0 * 7 - 30)>(%i)
    %b = affine.apply affine_map<(d0, d1) -> (d0 floordiv 5 + d1 mod 4)>(%a, %i)
    %c = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 3)>(%b)[%a]
    %d = affine.min affine_map<(d0, d1) -> (d0, d1, 10)>(%b, %c)
    affine.store %b, %o[0, %i] : memref<3x24xindex>
    affine.store %c, %o[1, %i] : memref<3x24xindex>
    affine.store %d, %o[2, %i] : memref<3x24xindex>
  }
  return
}
