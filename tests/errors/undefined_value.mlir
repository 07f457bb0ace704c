"builtin.module"() ({
  "test.use"(%x) : (i32) -> ()
}) : () -> ()
