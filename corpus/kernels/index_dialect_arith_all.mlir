// index dialect arithmetic: add sub mul divs divu rems remu ceildivs ceildivu floordivs maxs maxu mins minu on mixed-sign values.
// FILL: 0 -500 500
// FILL: 1 1 23
func.func @kernel(%a: memref<16xindex>, %b: memref<16xindex>, %o: memref<14x16xindex>) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %n = index.constant 16
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xindex>
    %y0 = memref.load %b[%i] : memref<16xindex>
    %two = index.constant 2
    %m = index.rems %i, %two
    %neg = index.cmp eq(%m, %c1)
    %ny = index.sub %c0, %y0
    %y = arith.select %neg, %ny, %y0 : index
    %r0 = index.add %x, %y
    %r1 = index.sub %x, %y
    %r2 = index.mul %x, %y
    %r3 = index.divs %x, %y
    %r4 = index.divu %x, %y0
    %r5 = index.rems %x, %y
    %r6 = index.remu %x, %y0
    %r7 = index.ceildivs %x, %y
    %r8 = index.ceildivu %x, %y0
    %r9 = index.floordivs %x, %y
    %r10 = index.maxs %x, %y
    %r11 = index.maxu %x, %y
    %r12 = index.mins %x, %y
    %r13 = index.minu %x, %y
    %k0 = arith.constant 0 : index
    memref.store %r0, %o[%k0, %i] : memref<14x16xindex>
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<14x16xindex>
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<14x16xindex>
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<14x16xindex>
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<14x16xindex>
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<14x16xindex>
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<14x16xindex>
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<14x16xindex>
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<14x16xindex>
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<14x16xindex>
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<14x16xindex>
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<14x16xindex>
    %k12 = arith.constant 12 : index
    memref.store %r12, %o[%k12, %i] : memref<14x16xindex>
    %k13 = arith.constant 13 : index
    memref.store %r13, %o[%k13, %i] : memref<14x16xindex>
  }
  return
}
