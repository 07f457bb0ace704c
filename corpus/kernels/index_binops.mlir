// index dialect arithmetic on index scalars: add sub mul divs divu rems remu shl shrs shru and or xor maxs maxu mins minu (divisors made odd so never 0, shift amounts masked to 0..63).
// FILL: 0 -1000000 1000000
// FILL: 1 -50 50
func.func @kernel(%a: memref<32xindex>, %b: memref<32xindex>, %o: memref<17x32xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xindex>
    %y0 = memref.load %b[%i] : memref<32xindex>
    %one = index.constant 1
    %m63 = index.constant 63
    %y = index.or %y0, %one
    %s = index.and %y0, %m63
    %r0 = index.add %x, %y
    %r1 = index.sub %x, %y
    %r2 = index.mul %x, %y
    %r3 = index.divs %x, %y
    %r4 = index.divu %x, %y
    %r5 = index.rems %x, %y
    %r6 = index.remu %x, %y
    %r7 = index.shl %x, %s
    %r8 = index.shrs %x, %s
    %r9 = index.shru %x, %s
    %r10 = index.and %x, %y
    %r11 = index.or %x, %y
    %r12 = index.xor %x, %y
    %r13 = index.maxs %x, %y
    %r14 = index.maxu %x, %y
    %r15 = index.mins %x, %y
    %r16 = index.minu %x, %y
    %k0 = index.constant 0
    memref.store %r0, %o[%k0, %i] : memref<17x32xindex>
    %k1 = index.constant 1
    memref.store %r1, %o[%k1, %i] : memref<17x32xindex>
    %k2 = index.constant 2
    memref.store %r2, %o[%k2, %i] : memref<17x32xindex>
    %k3 = index.constant 3
    memref.store %r3, %o[%k3, %i] : memref<17x32xindex>
    %k4 = index.constant 4
    memref.store %r4, %o[%k4, %i] : memref<17x32xindex>
    %k5 = index.constant 5
    memref.store %r5, %o[%k5, %i] : memref<17x32xindex>
    %k6 = index.constant 6
    memref.store %r6, %o[%k6, %i] : memref<17x32xindex>
    %k7 = index.constant 7
    memref.store %r7, %o[%k7, %i] : memref<17x32xindex>
    %k8 = index.constant 8
    memref.store %r8, %o[%k8, %i] : memref<17x32xindex>
    %k9 = index.constant 9
    memref.store %r9, %o[%k9, %i] : memref<17x32xindex>
    %k10 = index.constant 10
    memref.store %r10, %o[%k10, %i] : memref<17x32xindex>
    %k11 = index.constant 11
    memref.store %r11, %o[%k11, %i] : memref<17x32xindex>
    %k12 = index.constant 12
    memref.store %r12, %o[%k12, %i] : memref<17x32xindex>
    %k13 = index.constant 13
    memref.store %r13, %o[%k13, %i] : memref<17x32xindex>
    %k14 = index.constant 14
    memref.store %r14, %o[%k14, %i] : memref<17x32xindex>
    %k15 = index.constant 15
    memref.store %r15, %o[%k15, %i] : memref<17x32xindex>
    %k16 = index.constant 16
    memref.store %r16, %o[%k16, %i] : memref<17x32xindex>
  }
  return
}
