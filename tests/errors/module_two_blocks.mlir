"builtin.module"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
  "test.b"() : () -> ()
}) : () -> ()
