// RUN: --target=riscv64 --emit=asm
// The vcix intrinsics through the RISC-V backend (+xsfvcp): each op is one
// sf.vc.* instruction, after a vsetvli from the vector type (e32, m1 for
// vector<8xf32>) or, for sf.vc.i / sf.vc.x, from their sew/lmul arguments,
// with AVL = vl (8 as an immediate, or the register holding vl).
// CHECK-LABEL: kernel:
// CHECK: vsetivli zero, 8, e32, m1, ta, ma
// CHECK-NEXT: sf.vc.iv 1, 0, v8, 0
// CHECK: vsetvli zero, [[VL:a[0-9]+]], e32, m1, ta, ma
// CHECK-NEXT: sf.vc.i 1, 0, 0, 4
// CHECK: sf.vc.v.i 2, 0, v8, 0
// CHECK: vsetvli zero, [[VL]], e64, m1, ta, ma
// CHECK-NEXT: sf.vc.x 3, 31, 30, a0
// CHECK: sf.vc.v.iv 3, v8, v8, 0
// CHECK: sf.vc.v.iv 2, v8, v8, 1
// CHECK: sf.vc.v.vv 3, v8, v8, v9
// CHECK: sf.vc.v.xv 1, v8, v8, a0
// CHECK: sf.vc.v.fv 0, v8, v8, fa0
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

