"test.op"() : () -> !nope
