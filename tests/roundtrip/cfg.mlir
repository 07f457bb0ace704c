// Blocks, successors, predecessor comments, nested regions and numbering.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cfg"}> ({
  ^bb0(%c: i1, %x: i32):
    "cf.cond_br"(%c, %x, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%a: i32):
    %r = "test.region"(%a) ({
    ^bb0(%inner: i32):
      %y = "test.add"(%inner, %a) : (i32, i32) -> i32
      "test.yield"(%y) : (i32) -> ()
    }, {
      "test.yield"(%a) : (i32) -> ()
    }) : (i32) -> i32
    "cf.br"(%r)[^bb3] : (i32) -> ()
  ^bb2(%b: i32):
    "cf.br"(%b)[^bb3] : (i32) -> ()
  ^bb3(%m: i32):
    "func.return"(%m) : (i32) -> ()
  ^bb4:
    "cf.br"(%x)[^bb3] : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "second", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000102030405060708"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: false
    }
  }
#-}
