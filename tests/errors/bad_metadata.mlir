"test.op"() : () -> ()
{-# dialect_resources: { builtin: { blob: 12 } } #-}
