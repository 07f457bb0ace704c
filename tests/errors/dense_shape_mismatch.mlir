"test.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
