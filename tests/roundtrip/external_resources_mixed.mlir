// External resources: a hex blob (aligned), a string with an escaped quote,
// a bool; printed back as mlir-opt-19 prints them.
"test.op"() : () -> ()
{-#
  external_resources: {
    ext: {
      a: "0x04000000AA",
      b: "hello\22x",
      c: true
    }
  }
#-}
