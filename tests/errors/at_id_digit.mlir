"test.op"() {a = @1abc} : () -> ()
