"test.op"() : () -> memref<4xf32, strided<[1], offset: x>>
