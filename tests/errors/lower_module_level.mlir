// RUN: --emit=ll
// Outside a function there is no block for an instruction: 'llvm.return'
// (which MLIR lets stand in a module) is a located error rather than an
// unowned LLVM instruction (fuzz-pipeline leak). Constants are fine there.
"builtin.module"() ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()
