"builtin.module"() ({
  "test.op"() : () -> ()
}}) : () -> ()
