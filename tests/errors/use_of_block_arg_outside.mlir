"builtin.module"() ({
  "test.r"() ({
  ^bb0(%a: i32):
    "test.t"() : () -> ()
  }) : () -> ()
  "test.use"(%a) : (i32) -> ()
}) : () -> ()
