"test.op"() {a = "a\qb"} : () -> ()
