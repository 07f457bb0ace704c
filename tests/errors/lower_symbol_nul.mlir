// RUN: --emit=ll
// LLVM-C takes symbol names as C strings: a name with a NUL byte (here
// "\00f", from fuzz-pipeline) is a located error, not a crash.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "\00f", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
