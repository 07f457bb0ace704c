"test.op"() {a = #nope} : () -> ()
