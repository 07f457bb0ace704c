// math ops with exact results (LLVM intrinsics): absf ceil floor trunc round roundeven sqrt copysign fma, scalar f32.
func.func @kernel(%a: memref<32xf32>, %b: memref<32xf32>, %o: memref<9x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %k2 = arith.constant 2 : index
  %k3 = arith.constant 3 : index
  %k4 = arith.constant 4 : index
  %k5 = arith.constant 5 : index
  %k6 = arith.constant 6 : index
  %k7 = arith.constant 7 : index
  %k8 = arith.constant 8 : index
  %s = arith.constant 4.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x0 = memref.load %a[%i] : memref<32xf32>
    %y = memref.load %b[%i] : memref<32xf32>
    %x = arith.mulf %x0, %s : f32
    %r0 = math.absf %x : f32
    %r1 = math.ceil %x : f32
    %r2 = math.floor %x : f32
    %r3 = math.trunc %x : f32
    %r4 = math.round %x : f32
    %r5 = math.roundeven %x : f32
    %r6 = math.sqrt %r0 : f32
    %r7 = math.copysign %y, %x : f32
    %r8 = math.fma %x, %y, %x0 : f32
    memref.store %r0, %o[%c0, %i] : memref<9x32xf32>
    memref.store %r1, %o[%c1, %i] : memref<9x32xf32>
    memref.store %r2, %o[%k2, %i] : memref<9x32xf32>
    memref.store %r3, %o[%k3, %i] : memref<9x32xf32>
    memref.store %r4, %o[%k4, %i] : memref<9x32xf32>
    memref.store %r5, %o[%k5, %i] : memref<9x32xf32>
    memref.store %r6, %o[%k6, %i] : memref<9x32xf32>
    memref.store %r7, %o[%k7, %i] : memref<9x32xf32>
    memref.store %r8, %o[%k8, %i] : memref<9x32xf32>
  }
  return
}
