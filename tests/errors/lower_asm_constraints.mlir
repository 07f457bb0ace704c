// RUN: --emit=ll
// A malformed inline-asm constraint code ("@{...}") is a located error:
// LLVM 19's constraint parser reads past its buffer on it (fuzz-pipeline).
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64) -> (), sym_name = "k"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    "llvm.inline_asm"(%arg0, %arg1) <{asm_string = "nop", constraints = "r,r,@{dirflag}"}> : (i64, i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
