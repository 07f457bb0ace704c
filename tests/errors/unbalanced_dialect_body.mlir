"test.op"() {a = #foo.bar<[1, 2>} : () -> ()
