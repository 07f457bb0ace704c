// RUN: --target=riscv64 --emit=ll
// vcix ops -> llvm.riscv.sf.vc.*.se (lowering.md §5.2): one op per
// intrinsic.  Attributes become XLEN (i64) immediates whatever their own
// type (the i32 imm of vcix.v.iv); vcix.iv/.i/.v.i/.x pass vl as given;
// vcix.v.iv/.v.sv zero-extend it to XLEN, or use the result's element
// count when it is absent; vcix.v.sv picks vv/xv/fv by its operand's type.
// CHECK-LABEL: define <8 x float> @kernel(<8 x float> %0, i64 %1, float %2, <8 x float> %3, i32 %4)
// CHECK-NEXT: call void @llvm.riscv.sf.vc.iv.se.i64.v8f32.i64.i64(i64 1, i64 0, <8 x float> %0, i64 0, i64 8)
// CHECK-NEXT: call void @llvm.riscv.sf.vc.i.se.i64.i64.i64(i64 1, i64 0, i64 0, i64 4, i64 32, i64 0, i64 8)
// CHECK-NEXT: %6 = call <8 x float> @llvm.riscv.sf.vc.v.i.se.v8f32.i64.i64.i64(i64 2, i64 0, i64 0, i64 8)
// CHECK-NEXT: call void @llvm.riscv.sf.vc.x.se.i64.i64.i64(i64 3, i64 31, i64 30, i64 %1, i64 64, i64 0, i64 8)
// CHECK-NEXT: %7 = call <8 x float> @llvm.riscv.sf.vc.v.iv.se.v8f32.i64.v8f32.i64.i64(i64 3, <8 x float> %6, i64 0, i64 8)
// CHECK-NEXT: %8 = zext i32 %4 to i64
// CHECK-NEXT: %9 = call <8 x float> @llvm.riscv.sf.vc.v.iv.se.v8f32.i64.v8f32.i64.i64(i64 2, <8 x float> %7, i64 1, i64 %8)
// CHECK-NEXT: %10 = call <8 x float> @llvm.riscv.sf.vc.v.vv.se.v8f32.i64.v8f32.v8f32.i64(i64 3, <8 x float> %9, <8 x float> %3, i64 8)
// CHECK-NEXT: %11 = call <8 x float> @llvm.riscv.sf.vc.v.xv.se.v8f32.i64.v8f32.i64.i64(i64 1, <8 x float> %10, i64 %1, i64 8)
// CHECK-NEXT: %12 = call <8 x float> @llvm.riscv.sf.vc.v.fv.se.v8f32.i64.v8f32.f32.i64(i64 0, <8 x float> %11, float %2, i64 8)
// CHECK-NEXT: ret <8 x float> %12
// CHECK: declare void @llvm.riscv.sf.vc.iv.se.i64.v8f32.i64.i64(i64 immarg, i64 immarg, <8 x float>, i64 immarg, i64)
// CHECK: declare void @llvm.riscv.sf.vc.i.se.i64.i64.i64(i64 immarg, i64 immarg, i64 immarg, i64 immarg, i64 immarg, i64 immarg, i64)
// CHECK: declare <8 x float> @llvm.riscv.sf.vc.v.i.se.v8f32.i64.i64.i64(i64 immarg, i64 immarg, i64 immarg, i64)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, i64, f32, vector<8xf32>, i32) -> vector<8xf32>, sym_name = "kernel"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: i64, %arg2: f32, %arg3: vector<8xf32>, %arg4: i32):
    %0 = "arith.constant"() <{value = 8 : i64}> : () -> i64
    "vcix.iv"(%arg0, %0) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.i"(%0) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
    %1 = "vcix.v.i"(%0) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    "vcix.x"(%arg1, %0) <{lmul = 0 : i64, opcode = 3 : i64, rd = 30 : i64, rs2 = 31 : i64, sew = 64 : i64}> : (i64, i64) -> ()
    %2 = "vcix.v.iv"(%1) {imm = 0 : i32, opcode = 3 : i64} : (vector<8xf32>) -> vector<8xf32>
    %3 = "vcix.v.iv"(%2, %arg4) {imm = 1 : i32, opcode = 2 : i64} : (vector<8xf32>, i32) -> vector<8xf32>
    %4 = "vcix.v.sv"(%3, %arg3) <{opcode = 3 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %5 = "vcix.v.sv"(%4, %arg1, %0) <{opcode = 1 : i64}> : (vector<8xf32>, i64, i64) -> vector<8xf32>
    %6 = "vcix.v.sv"(%5, %arg2) <{opcode = 0 : i64}> : (vector<8xf32>, f32) -> vector<8xf32>
    "func.return"(%6) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

