// affine.apply with dims and symbols from run-time values (possibly negative): d0 * s0 + d1 floordiv s? by constants.
// FILL: 0 -50 50
func.func @kernel(%a: memref<16xindex>, %o: memref<4x16xindex>) {
  %c7 = arith.constant 7 : index
  %cm = arith.constant -3 : index
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xindex>
    %r0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>(%x, %i)[%c7]
    %r1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 + s0) floordiv 4 - s1)>(%x)[%c7, %cm]
    %r2 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) mod 9)>(%x)[%cm]
    %r3 = affine.apply affine_map<()[s0, s1] -> ((s0 * 2 + s1) ceildiv 5)>()[%x, %cm]
    affine.store %r0, %o[0, %i] : memref<4x16xindex>
    affine.store %r1, %o[1, %i] : memref<4x16xindex>
    affine.store %r2, %o[2, %i] : memref<4x16xindex>
    affine.store %r3, %o[3, %i] : memref<4x16xindex>
  }
  return
}
