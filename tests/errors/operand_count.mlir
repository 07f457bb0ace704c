"builtin.module"() ({
  %0 = "test.a"() : () -> i32
  "test.b"(%0, %0) : (i32) -> ()
}) : () -> ()
