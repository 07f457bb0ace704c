// llvm dialect float ops: fadd/fsub/fmul/fdiv/frem/fneg (with fastmath contract, which changes nothing here), fcmp (all sixteen predicates), casts sitofp/uitofp/fptosi/fptoui/fpext/fptrunc/bitcast/trunc.
// FILL: 0 -50 50
// FILL: 1 -50 50
func.func @kernel(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<8x8xf32>, %p: memref<16x8xi8>, %c: memref<6x8xi32>, %d: memref<8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    %y = memref.load %b[%i] : memref<8xf32>
    %r0 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<contract>} : f32
    %r1 = llvm.fsub %x, %y : f32
    %r2 = llvm.fmul %x, %y : f32
    %r3 = llvm.fdiv %x, %y : f32
    %r4 = llvm.frem %x, %y : f32
    %r5 = llvm.fneg %x : f32
    %ii = arith.index_cast %i : index to i64
    %r6 = llvm.sitofp %ii : i64 to f32
    %r7 = llvm.uitofp %ii : i64 to f32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    memref.store %r0, %o[%c0, %i] : memref<8x8xf32>
    memref.store %r1, %o[%c1, %i] : memref<8x8xf32>
    memref.store %r2, %o[%c2, %i] : memref<8x8xf32>
    memref.store %r3, %o[%c3, %i] : memref<8x8xf32>
    memref.store %r4, %o[%c4, %i] : memref<8x8xf32>
    memref.store %r5, %o[%c5, %i] : memref<8x8xf32>
    memref.store %r6, %o[%c6, %i] : memref<8x8xf32>
    memref.store %r7, %o[%c7, %i] : memref<8x8xf32>
    %f0 = llvm.fcmp "_false" %x, %y : f32
    %f1 = llvm.fcmp "oeq" %x, %y : f32
    %f2 = llvm.fcmp "ogt" %x, %y : f32
    %f3 = llvm.fcmp "oge" %x, %y : f32
    %f4 = llvm.fcmp "olt" %x, %y : f32
    %f5 = llvm.fcmp "ole" %x, %y : f32
    %f6 = llvm.fcmp "one" %x, %y : f32
    %f7 = llvm.fcmp "ord" %x, %r3 : f32
    %f8 = llvm.fcmp "ueq" %x, %y : f32
    %f9 = llvm.fcmp "ugt" %x, %y : f32
    %f10 = llvm.fcmp "uge" %x, %y : f32
    %f11 = llvm.fcmp "ult" %x, %y : f32
    %f12 = llvm.fcmp "ule" %x, %y : f32
    %f13 = llvm.fcmp "une" %x, %y : f32
    %f14 = llvm.fcmp "uno" %x, %r3 : f32
    %f15 = llvm.fcmp "_true" %x, %y : f32
    %g0 = llvm.zext %f0 : i1 to i8
    %g1 = llvm.zext %f1 : i1 to i8
    %g2 = llvm.zext %f2 : i1 to i8
    %g3 = llvm.zext %f3 : i1 to i8
    %g4 = llvm.zext %f4 : i1 to i8
    %g5 = llvm.zext %f5 : i1 to i8
    %g6 = llvm.zext %f6 : i1 to i8
    %g7 = llvm.zext %f7 : i1 to i8
    %g8 = llvm.zext %f8 : i1 to i8
    %g9 = llvm.zext %f9 : i1 to i8
    %g10 = llvm.zext %f10 : i1 to i8
    %g11 = llvm.zext %f11 : i1 to i8
    %g12 = llvm.zext %f12 : i1 to i8
    %g13 = llvm.zext %f13 : i1 to i8
    %g14 = llvm.zext %f14 : i1 to i8
    %g15 = llvm.zext %f15 : i1 to i8
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c14 = arith.constant 14 : index
    %c15 = arith.constant 15 : index
    memref.store %g0, %p[%c0, %i] : memref<16x8xi8>
    memref.store %g1, %p[%c1, %i] : memref<16x8xi8>
    memref.store %g2, %p[%c2, %i] : memref<16x8xi8>
    memref.store %g3, %p[%c3, %i] : memref<16x8xi8>
    memref.store %g4, %p[%c4, %i] : memref<16x8xi8>
    memref.store %g5, %p[%c5, %i] : memref<16x8xi8>
    memref.store %g6, %p[%c6, %i] : memref<16x8xi8>
    memref.store %g7, %p[%c7, %i] : memref<16x8xi8>
    memref.store %g8, %p[%c8, %i] : memref<16x8xi8>
    memref.store %g9, %p[%c9, %i] : memref<16x8xi8>
    memref.store %g10, %p[%c10, %i] : memref<16x8xi8>
    memref.store %g11, %p[%c11, %i] : memref<16x8xi8>
    memref.store %g12, %p[%c12, %i] : memref<16x8xi8>
    memref.store %g13, %p[%c13, %i] : memref<16x8xi8>
    memref.store %g14, %p[%c14, %i] : memref<16x8xi8>
    memref.store %g15, %p[%c15, %i] : memref<16x8xi8>
    %h = arith.constant 100.0 : f32
    %xs = llvm.fmul %x, %h : f32
    %i0 = llvm.fptosi %xs : f32 to i32
    %xa = llvm.intr.fabs(%xs) : (f32) -> f32
    %i1 = llvm.fptoui %xa : f32 to i32
    %i2 = llvm.bitcast %x : f32 to i32
    %xd = llvm.fpext %x : f32 to f64
    %yd = llvm.fpext %y : f32 to f64
    %qd = llvm.fdiv %xd, %yd : f64
    %qf = llvm.fptrunc %qd : f64 to f32
    %i3 = llvm.bitcast %qf : f32 to i32
    %l = llvm.zext %i0 : i32 to i64
    %i4 = llvm.trunc %l : i64 to i32
    %s16 = llvm.trunc %i2 : i32 to i16
    %i5 = llvm.sext %s16 : i16 to i32
    memref.store %i0, %c[%c0, %i] : memref<6x8xi32>
    memref.store %i1, %c[%c1, %i] : memref<6x8xi32>
    memref.store %i2, %c[%c2, %i] : memref<6x8xi32>
    memref.store %i3, %c[%c3, %i] : memref<6x8xi32>
    memref.store %i4, %c[%c4, %i] : memref<6x8xi32>
    memref.store %i5, %c[%c5, %i] : memref<6x8xi32>
    memref.store %qd, %d[%i] : memref<8xf64>
  }
  return
}
