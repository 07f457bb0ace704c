"test.op"() : i32
