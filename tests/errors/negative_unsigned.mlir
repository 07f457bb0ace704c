"test.op"() {a = -1 : ui8} : () -> ()
