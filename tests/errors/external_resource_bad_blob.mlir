// An external resource whose string starts with "0x" is a blob to
// mlir-opt-19's fallback handler, and this one is not hex (the fuzzer's
// input: printed back, the escaped quotes made text that does not parse).
"test.op"() : () -> ()

{-#
  external_resources: {
    external: {
      blob: "0x0800000\22string\22"
    }
  }
#-}
