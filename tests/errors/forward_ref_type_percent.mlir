"builtin.module"() ({
  "test.use"(%arg1) : (f32) -> ()
  "test.region"() ({
  ^bb0(%arg1: f64):
    "test.end"() : () -> ()
  }) : () -> ()
}) : () -> ()
