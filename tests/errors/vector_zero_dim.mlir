"test.op"() : () -> vector<0xf32>
