// RUN: --emit=ll
// vector.reduction: fadd/fmul are the ordered llvm.vector.reduce.* started
// at +0.0 / 1.0 or at the accumulator (MLIR's default
// reassociate-fp-reductions=false); maximumf reduces with
// llvm.vector.reduce.fmaximum (fastmath flags copied) and then combines
// llvm.maximum(reduced, acc).
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, f32) -> (f32, f32, f32, f32), sym_name = "reduction"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: f32):
    %0 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
    %1 = "vector.reduction"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>, f32) -> f32
    %2 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<8xf32>) -> f32
    %3 = "vector.reduction"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>, kind = #vector.kind<maximumf>}> : (vector<8xf32>, f32) -> f32
    "func.return"(%0, %1, %2, %3) : (f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: @reduction(<8 x float> %0, float %1)
// CHECK-NEXT: call float @llvm.vector.reduce.fadd.v8f32(float 0.000000e+00, <8 x float> %0)
// CHECK-NEXT: call float @llvm.vector.reduce.fadd.v8f32(float %1, <8 x float> %0)
// CHECK-NEXT: call float @llvm.vector.reduce.fmul.v8f32(float 1.000000e+00, <8 x float> %0)
// CHECK-NEXT: [[R:%[0-9]+]] = call nnan float @llvm.vector.reduce.fmaximum.v8f32(<8 x float> %0)
// CHECK-NEXT: call float @llvm.maximum.f32(float [[R]], float %1)
