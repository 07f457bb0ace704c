"builtin.module"() ({
  %0 = "test.def"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.use"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
