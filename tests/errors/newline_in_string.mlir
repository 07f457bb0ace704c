"test.op"() {a = "a
b"} : () -> ()
