// RUN: --passes=lower-vlane-idx --emit=mlir
// torchsim.vlane_idx without its vlane_offset.
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<4xi64>, sym_name = "f"}> ({
    %v = "torchsim.vlane_idx"() : () -> vector<4xi64>
    "func.return"(%v) : (vector<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
