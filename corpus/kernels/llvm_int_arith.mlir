// llvm dialect integer ops on i32 inside func.func: add/sub/mul (no flags), udiv/sdiv/urem/srem, and/or/xor, shl/lshr/ashr (masked amounts), icmp (all ten predicates, zext), select.
// FILL: 1 1 1000
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi32>, %o: memref<23x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %m31 = llvm.mlir.constant(31 : i32) : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = memref.load %b[%i] : memref<16xi32>
    %s = llvm.and %y, %m31 : i32
    %r0 = llvm.add %x, %y : i32
    %r1 = llvm.sub %x, %y : i32
    %r2 = llvm.mul %x, %y : i32
    %r3 = llvm.udiv %x, %y : i32
    %r4 = llvm.sdiv %x, %y : i32
    %r5 = llvm.urem %x, %y : i32
    %r6 = llvm.srem %x, %y : i32
    %r7 = llvm.and %x, %y : i32
    %r8 = llvm.or %x, %y : i32
    %r9 = llvm.xor %x, %y : i32
    %r10 = llvm.shl %x, %s : i32
    %r11 = llvm.lshr %x, %s : i32
    %r12 = llvm.ashr %x, %s : i32
    %p0 = llvm.icmp "eq" %x, %y : i32
    %p1 = llvm.icmp "ne" %x, %y : i32
    %p2 = llvm.icmp "slt" %x, %y : i32
    %p3 = llvm.icmp "sle" %x, %y : i32
    %p4 = llvm.icmp "sgt" %x, %y : i32
    %p5 = llvm.icmp "sge" %x, %y : i32
    %p6 = llvm.icmp "ult" %x, %y : i32
    %p7 = llvm.icmp "ule" %x, %y : i32
    %p8 = llvm.icmp "ugt" %x, %y : i32
    %p9 = llvm.icmp "uge" %x, %y : i32
    %q0 = llvm.zext %p0 : i1 to i32
    %q1 = llvm.zext %p1 : i1 to i32
    %q2 = llvm.zext %p2 : i1 to i32
    %q3 = llvm.zext %p3 : i1 to i32
    %q4 = llvm.zext %p4 : i1 to i32
    %q5 = llvm.zext %p5 : i1 to i32
    %q6 = llvm.zext %p6 : i1 to i32
    %q7 = llvm.zext %p7 : i1 to i32
    %q8 = llvm.sext %p8 : i1 to i32
    %q9 = llvm.sext %p9 : i1 to i32
    %sel = llvm.select %p2, %r0, %r2 : i1, i32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c14 = arith.constant 14 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c18 = arith.constant 18 : index
    %c19 = arith.constant 19 : index
    %c20 = arith.constant 20 : index
    %c21 = arith.constant 21 : index
    %c22 = arith.constant 22 : index
    memref.store %r0, %o[%c0, %i] : memref<23x16xi32>
    memref.store %r1, %o[%c1, %i] : memref<23x16xi32>
    memref.store %r2, %o[%c2, %i] : memref<23x16xi32>
    memref.store %r3, %o[%c3, %i] : memref<23x16xi32>
    memref.store %r4, %o[%c4, %i] : memref<23x16xi32>
    memref.store %r5, %o[%c5, %i] : memref<23x16xi32>
    memref.store %r6, %o[%c6, %i] : memref<23x16xi32>
    memref.store %r7, %o[%c7, %i] : memref<23x16xi32>
    memref.store %r8, %o[%c8, %i] : memref<23x16xi32>
    memref.store %r9, %o[%c9, %i] : memref<23x16xi32>
    memref.store %r10, %o[%c10, %i] : memref<23x16xi32>
    memref.store %r11, %o[%c11, %i] : memref<23x16xi32>
    memref.store %r12, %o[%c12, %i] : memref<23x16xi32>
    memref.store %q0, %o[%c13, %i] : memref<23x16xi32>
    memref.store %q1, %o[%c14, %i] : memref<23x16xi32>
    memref.store %q2, %o[%c15, %i] : memref<23x16xi32>
    memref.store %q3, %o[%c16, %i] : memref<23x16xi32>
    memref.store %q4, %o[%c17, %i] : memref<23x16xi32>
    memref.store %q5, %o[%c18, %i] : memref<23x16xi32>
    memref.store %q6, %o[%c19, %i] : memref<23x16xi32>
    memref.store %q7, %o[%c20, %i] : memref<23x16xi32>
    %q89 = llvm.add %q8, %q9 : i32
    memref.store %q89, %o[%c21, %i] : memref<23x16xi32>
    memref.store %sel, %o[%c22, %i] : memref<23x16xi32>
  }
  return
}
