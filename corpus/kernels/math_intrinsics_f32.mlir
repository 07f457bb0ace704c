// math ops that convert-math-to-llvm turns into LLVM intrinsics, on f32 scalars: absf ceil floor round roundeven trunc sqrt exp exp2 log log2 log10 sin cos copysign powf fma.
// FILL: 0 -400 400
// FILL: 1 1 400
func.func @kernel(%a: memref<32xf32>, %b: memref<32xf32>, %o: memref<17x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %eight = arith.constant 8.0 : f32
  %sixteen = arith.constant 16.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a0 = memref.load %a[%i] : memref<32xf32>
    %b0 = memref.load %b[%i] : memref<32xf32>
    %x = arith.divf %a0, %eight : f32
    %p = arith.divf %b0, %sixteen : f32
    %r0 = math.absf %x : f32
    %r1 = math.ceil %x : f32
    %r2 = math.floor %x : f32
    %r3 = math.round %x : f32
    %r4 = math.roundeven %x : f32
    %r5 = math.trunc %x : f32
    %r6 = math.sqrt %p : f32
    %r7 = math.exp %x : f32
    %r8 = math.exp2 %x : f32
    %r9 = math.log %p : f32
    %r10 = math.log2 %p : f32
    %r11 = math.log10 %p : f32
    %r12 = math.sin %x : f32
    %r13 = math.cos %x : f32
    %r14 = math.copysign %p, %x : f32
    %r15 = math.powf %p, %x : f32
    %r16 = math.fma %x, %p, %x : f32
    %k0 = arith.constant 0 : index
    memref.store %r0, %o[%k0, %i] : memref<17x32xf32>
    %k1 = arith.constant 1 : index
    memref.store %r1, %o[%k1, %i] : memref<17x32xf32>
    %k2 = arith.constant 2 : index
    memref.store %r2, %o[%k2, %i] : memref<17x32xf32>
    %k3 = arith.constant 3 : index
    memref.store %r3, %o[%k3, %i] : memref<17x32xf32>
    %k4 = arith.constant 4 : index
    memref.store %r4, %o[%k4, %i] : memref<17x32xf32>
    %k5 = arith.constant 5 : index
    memref.store %r5, %o[%k5, %i] : memref<17x32xf32>
    %k6 = arith.constant 6 : index
    memref.store %r6, %o[%k6, %i] : memref<17x32xf32>
    %k7 = arith.constant 7 : index
    memref.store %r7, %o[%k7, %i] : memref<17x32xf32>
    %k8 = arith.constant 8 : index
    memref.store %r8, %o[%k8, %i] : memref<17x32xf32>
    %k9 = arith.constant 9 : index
    memref.store %r9, %o[%k9, %i] : memref<17x32xf32>
    %k10 = arith.constant 10 : index
    memref.store %r10, %o[%k10, %i] : memref<17x32xf32>
    %k11 = arith.constant 11 : index
    memref.store %r11, %o[%k11, %i] : memref<17x32xf32>
    %k12 = arith.constant 12 : index
    memref.store %r12, %o[%k12, %i] : memref<17x32xf32>
    %k13 = arith.constant 13 : index
    memref.store %r13, %o[%k13, %i] : memref<17x32xf32>
    %k14 = arith.constant 14 : index
    memref.store %r14, %o[%k14, %i] : memref<17x32xf32>
    %k15 = arith.constant 15 : index
    memref.store %r15, %o[%k15, %i] : memref<17x32xf32>
    %k16 = arith.constant 16 : index
    memref.store %r16, %o[%k16, %i] : memref<17x32xf32>
  }
  return
}
