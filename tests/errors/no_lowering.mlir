// RUN: --emit=ll
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.bar"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
