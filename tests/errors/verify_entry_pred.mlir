// A branch back to the entry block (fuzz-pipeline: the lowering crashed on
// it): rejected by the verifier with MLIR's message, at the region's op.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    "cf.br"(%arg0)[^bb0] : (f32) -> ()
  }) : () -> ()
}) : () -> ()
