"test.op"() {a = 1}
