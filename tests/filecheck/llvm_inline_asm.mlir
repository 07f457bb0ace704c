// RUN: --emit=ll
// llvm.inline_asm exactly as mlir-translate-19 emits it: the Gemmini
// instructions (lowering.md §3.1: side effects, AT&T, x86-style clobbers)
// and the gem5 timing markers (§10) as `call void asm sideeffect`; a
// result-producing asm; is_align_stack and asm_dialect = intel.
// CHECK-LABEL: define i32 @kernel(i64 %0, i64 %1, i32 %2)
// CHECK-NEXT: call void asm sideeffect ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", "~{a0},~{memory}"()
// CHECK-NEXT: call void asm sideeffect ".insn r CUSTOM_1, 0x3, 14, x0, $0, $1", "r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1)
// CHECK-NEXT: call void asm sideeffect ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1", "r,r,~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1)
// CHECK-NEXT: call void asm sideeffect ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", "~{a0},~{memory}"()
// CHECK-NEXT: %4 = call i32 asm "addw $0, $1, $1", "=r,r"(i32 %2)
// CHECK-NEXT: %5 = call i32 asm alignstack inteldialect "nop", "=r,r"(i32 %4)
// CHECK-NEXT: ret i32 %5
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64, i32) -> i32, sym_name = "kernel"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: i32):
    "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
    "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 14, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
    "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
    "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
    %0 = "llvm.inline_asm"(%arg2) <{asm_string = "addw $0, $1, $1", constraints = "=r,r"}> : (i32) -> i32
    %1 = "llvm.inline_asm"(%0) <{asm_dialect = 1 : i64, asm_string = "nop", constraints = "=r,r", is_align_stack}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

