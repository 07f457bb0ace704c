"test.op"() {a = array<i32: 1, x>} : () -> ()
