// RUN: --target=riscv64 --emit=asm
// The Gemmini .insn words and the timing markers assemble for riscv64:
// CUSTOM_1 = 43, CUSTOM_3 = 123, funct7 in decimal, operands in registers.
// CHECK-LABEL: kernel:
// CHECK: .insn r 123, 0, 64, zero, zero, zero
// CHECK: .insn r 43, 3, 14, zero, [[D:a[0-9]+]], [[S:a[0-9]+]]
// CHECK: .insn r 43, 3, 3, zero, [[D]], [[S]]
// CHECK: .insn r 123, 0, 65, zero, zero, zero
// CHECK: addw a0, a2, a2
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i32) -> i32, sym_name = "kernel"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i32):
    "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
    "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 14, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
    "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
    "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
    %0 = "llvm.inline_asm"(%arg2) <{asm_string = "addw $0, $1, $1", constraints = "=r,r"}> : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

