// index dialect: ceildivs ceildivu floordivs (convert-index-to-llvm's own expansions; zero and negative dividends, both divisor signs, INT64_MIN dividend over -3), cmp with all ten predicates, casts/castu to and from i32, i8 and i1, constant, bool.constant, sizeof.
// FILL: 0 -9 9
// FILL: 1 -4 4
func.func @kernel(%a: memref<32xindex>, %b: memref<32xindex>, %o: memref<4x32xindex>, %oc: memref<10x32xi8>, %oi: memref<8x32xi64>, %ok: memref<3xindex>, %ob: memref<2xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %x0 = memref.load %a[%i] : memref<32xindex>
    %y0 = memref.load %b[%i] : memref<32xindex>
    %z = index.constant 0
    %three = index.constant 3
    %big = index.constant -9223372036854775808
    %last = index.cmp eq(%i, %c31)
    %x = arith.select %last, %big, %x0 : index
    %yz = index.cmp eq(%y0, %z)
    %y1 = arith.select %yz, %three, %y0 : index
    %mthree = index.constant -3
    %y = arith.select %last, %mthree, %y1 : index
    %r0 = index.ceildivs %x, %y
    %r1 = index.ceildivu %x, %y
    %r2 = index.floordivs %x, %y
    %r3 = index.ceildivu %z, %y
    %k0 = index.constant 0
    memref.store %r0, %o[%k0, %i] : memref<4x32xindex>
    %k1 = index.constant 1
    memref.store %r1, %o[%k1, %i] : memref<4x32xindex>
    %k2 = index.constant 2
    memref.store %r2, %o[%k2, %i] : memref<4x32xindex>
    %k3 = index.constant 3
    memref.store %r3, %o[%k3, %i] : memref<4x32xindex>
    %p0 = index.cmp eq(%x0, %y0)
    %p1 = index.cmp ne(%x0, %y0)
    %p2 = index.cmp slt(%x0, %y0)
    %p3 = index.cmp sle(%x0, %y0)
    %p4 = index.cmp sgt(%x0, %y0)
    %p5 = index.cmp sge(%x0, %y0)
    %p6 = index.cmp ult(%x0, %y0)
    %p7 = index.cmp ule(%x0, %y0)
    %p8 = index.cmp ugt(%x0, %y0)
    %p9 = index.cmp uge(%x0, %y0)
    %q0 = arith.extui %p0 : i1 to i8
    %q1 = arith.extui %p1 : i1 to i8
    %q2 = arith.extui %p2 : i1 to i8
    %q3 = arith.extui %p3 : i1 to i8
    %q4 = arith.extui %p4 : i1 to i8
    %q5 = arith.extui %p5 : i1 to i8
    %q6 = arith.extui %p6 : i1 to i8
    %q7 = arith.extui %p7 : i1 to i8
    %q8 = arith.extui %p8 : i1 to i8
    %q9 = arith.extui %p9 : i1 to i8
    memref.store %q0, %oc[%k0, %i] : memref<10x32xi8>
    memref.store %q1, %oc[%k1, %i] : memref<10x32xi8>
    memref.store %q2, %oc[%k2, %i] : memref<10x32xi8>
    memref.store %q3, %oc[%k3, %i] : memref<10x32xi8>
    %k4 = index.constant 4
    memref.store %q4, %oc[%k4, %i] : memref<10x32xi8>
    %k5 = index.constant 5
    memref.store %q5, %oc[%k5, %i] : memref<10x32xi8>
    %k6 = index.constant 6
    memref.store %q6, %oc[%k6, %i] : memref<10x32xi8>
    %k7 = index.constant 7
    memref.store %q7, %oc[%k7, %i] : memref<10x32xi8>
    %k8 = index.constant 8
    memref.store %q8, %oc[%k8, %i] : memref<10x32xi8>
    %k9 = index.constant 9
    memref.store %q9, %oc[%k9, %i] : memref<10x32xi8>
    %t32 = index.casts %x0 : index to i32
    %t8 = index.castu %x0 : index to i8
    %t1 = index.casts %x0 : index to i1
    %s32 = index.casts %t32 : i32 to index
    %u32 = index.castu %t32 : i32 to index
    %s8 = index.casts %t8 : i8 to index
    %u8 = index.castu %t8 : i8 to index
    %s1 = index.casts %t1 : i1 to index
    %u1 = index.castu %t1 : i1 to index
    %w = index.casts %x0 : index to i64
    %w2 = index.castu %w : i64 to index
    %e0 = index.casts %s32 : index to i64
    %e1 = index.casts %u32 : index to i64
    %e2 = index.casts %s8 : index to i64
    %e3 = index.casts %u8 : index to i64
    %e4 = index.casts %s1 : index to i64
    %e5 = index.casts %u1 : index to i64
    %e6 = index.castu %w2 : index to i64
    %e7 = arith.extsi %t8 : i8 to i64
    memref.store %e0, %oi[%k0, %i] : memref<8x32xi64>
    memref.store %e1, %oi[%k1, %i] : memref<8x32xi64>
    memref.store %e2, %oi[%k2, %i] : memref<8x32xi64>
    memref.store %e3, %oi[%k3, %i] : memref<8x32xi64>
    memref.store %e4, %oi[%k4, %i] : memref<8x32xi64>
    memref.store %e5, %oi[%k5, %i] : memref<8x32xi64>
    memref.store %e6, %oi[%k6, %i] : memref<8x32xi64>
    memref.store %e7, %oi[%k7, %i] : memref<8x32xi64>
  }
  %sz = index.sizeof
  %kk = index.constant -42
  %tr = index.bool.constant true
  %fa = index.bool.constant false
  memref.store %sz, %ok[%c0] : memref<3xindex>
  memref.store %kk, %ok[%c1] : memref<3xindex>
  %c2 = arith.constant 2 : index
  %k42 = index.constant 42
  memref.store %k42, %ok[%c2] : memref<3xindex>
  %tr8 = arith.extui %tr : i1 to i8
  %fa8 = arith.extsi %fa : i1 to i8
  memref.store %tr8, %ob[%c0] : memref<2xi8>
  memref.store %fa8, %ob[%c1] : memref<2xi8>
  return
}
