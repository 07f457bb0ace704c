// RUN: --passes=decompose-transfer,canonicalize --emit=mlir
// An unknown pass name: nothing runs, the error lists the known passes.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
