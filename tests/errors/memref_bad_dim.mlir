"test.op"() : () -> memref<4x-1xf32>
