// affine.apply with floordiv, mod and ceildiv by positive constants on negative and positive values (loop from -20 to 20).
func.func @kernel(%o: memref<6x40xindex>) {
  affine.for %i = -20 to 20 {
    %p = affine.apply affine_map<(d0) -> (d0 + 20)>(%i)
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    %d = affine.apply affine_map<(d0) -> ((d0 * 5 + 7) floordiv 8)>(%i)
    %e = affine.apply affine_map<(d0) -> ((d0 * -3) mod 7)>(%i)
    %f = affine.apply affine_map<(d0) -> (-d0 ceildiv 6 + d0 mod 5)>(%i)
    affine.store %a, %o[0, %p] : memref<6x40xindex>
    affine.store %b, %o[1, %p] : memref<6x40xindex>
    affine.store %c, %o[2, %p] : memref<6x40xindex>
    affine.store %d, %o[3, %p] : memref<6x40xindex>
    affine.store %e, %o[4, %p] : memref<6x40xindex>
    affine.store %f, %o[5, %p] : memref<6x40xindex>
  }
  return
}
