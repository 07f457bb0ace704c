"builtin.module"() ({
  "test.op"() : () -> ()
