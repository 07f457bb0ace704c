// affine.min / affine.max with several results, mod/floordiv terms, negative values.
func.func @kernel(%o: memref<4x32xindex>) {
  %c5 = arith.constant 5 : index
  affine.for %i = -16 to 16 {
    %p = affine.apply affine_map<(d0) -> (d0 + 16)>(%i)
    %a = affine.min affine_map<(d0)[s0] -> (d0, s0, d0 floordiv 2 + 3)>(%i)[%c5]
    %b = affine.max affine_map<(d0) -> (d0, -d0, d0 mod 4)>(%i)
    %c = affine.min affine_map<(d0) -> (d0 ceildiv 3, 2 - d0)>(%i)
    %d = affine.max affine_map<(d0)[s0] -> (d0 * 2 - s0, -7)>(%i)[%c5]
    affine.store %a, %o[0, %p] : memref<4x32xindex>
    affine.store %b, %o[1, %p] : memref<4x32xindex>
    affine.store %c, %o[2, %p] : memref<4x32xindex>
    affine.store %d, %o[3, %p] : memref<4x32xindex>
  }
  return
}
