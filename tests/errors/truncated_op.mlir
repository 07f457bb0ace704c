"builtin.module"() ({
  "test.op"(%