"test.op"() : () -> () loc(#loc9)
