// index dialect bitwise ops and shifts: and or xor shl shrs shru, with shift amounts below 64.
func.func @kernel(%a: memref<16xindex>, %b: memref<16xindex>, %o: memref<6x16xindex>) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %n = index.constant 16
  %m63 = index.constant 63
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xindex>
    %y = memref.load %b[%i] : memref<16xindex>
    %s = index.and %y, %m63
    %r0 = index.and %x, %y
    %r1 = index.or %x, %y
    %r2 = index.xor %x, %y
    %r3 = index.shl %x, %s
    %r4 = index.shrs %x, %s
    %r5 = index.shru %x, %s
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k2 = arith.constant 2 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %k5 = arith.constant 5 : index
    memref.store %r0, %o[%k0, %i] : memref<6x16xindex>
    memref.store %r1, %o[%k1, %i] : memref<6x16xindex>
    memref.store %r2, %o[%k2, %i] : memref<6x16xindex>
    memref.store %r3, %o[%k3, %i] : memref<6x16xindex>
    memref.store %r4, %o[%k4, %i] : memref<6x16xindex>
    memref.store %r5, %o[%k5, %i] : memref<6x16xindex>
  }
  return
}
