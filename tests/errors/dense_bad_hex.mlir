"test.op"() {a = dense<"0x0102"> : tensor<2xi32>} : () -> ()
