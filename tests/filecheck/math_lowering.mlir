// RUN: --emit=ll
// math: convert-math-to-llvm's intrinsics (fastmath carried; expm1 =
// exp - 1, rsqrt = 1 / sqrt; ctlz with is_zero_poison = false; powi), else
// convert-math-to-libm's calls (checked against mlir-opt-19 |
// mlir-translate-19): f32 -> NAMEf, f64 -> NAME, f16/bf16 extended to f32
// and truncated back, vectors element by element into a zero vector, no
// fastmath on the call, functions declared memory(none).
//
// CHECK-LABEL: define { float, double, half, <2 x bfloat>, float } @libm(
// CHECK-NEXT: call float @tanhf(float %0)
// CHECK-NEXT: call double @atan2(double %1, double %1)
// CHECK-NEXT: %[[E:[0-9]+]] = fpext half %2 to float
// CHECK-NEXT: %[[R:[0-9]+]] = call float @erff(float %[[E]])
// CHECK-NEXT: fptrunc float %[[R]] to half
// CHECK-NEXT: %[[X0:[0-9]+]] = extractelement <2 x bfloat> %3, i64 0
// CHECK-NEXT: %[[W0:[0-9]+]] = fpext bfloat %[[X0]] to float
// CHECK-NEXT: %[[C0:[0-9]+]] = call float @cbrtf(float %[[W0]])
// CHECK-NEXT: %[[T0:[0-9]+]] = fptrunc float %[[C0]] to bfloat
// CHECK-NEXT: %[[V0:[0-9]+]] = insertelement <2 x bfloat> zeroinitializer, bfloat %[[T0]], i64 0
// CHECK-NEXT: %[[X1:[0-9]+]] = extractelement <2 x bfloat> %3, i64 1
// CHECK-NEXT: %[[W1:[0-9]+]] = fpext bfloat %[[X1]] to float
// CHECK-NEXT: %[[C1:[0-9]+]] = call float @cbrtf(float %[[W1]])
// CHECK-NEXT: %[[T1:[0-9]+]] = fptrunc float %[[C1]] to bfloat
// CHECK-NEXT: insertelement <2 x bfloat> %[[V0]], bfloat %[[T1]], i64 1
// CHECK-NEXT: call float @tanhf(float %0)
//
// CHECK-LABEL: define { float, float, [2 x <2 x double>], i32, float } @llvm(
// CHECK: call afn float @llvm.sin.f32(float %0)
// CHECK-NEXT: %[[EX:[0-9]+]] = call nnan float @llvm.exp.f32(float %0)
// CHECK-NEXT: fsub nnan float %[[EX]], 1.000000e+00
// CHECK-NEXT: %[[SQ:[0-9]+]] = call <4 x double> @llvm.sqrt.v4f64(
// CHECK-NEXT: fdiv <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %[[SQ]]
// CHECK-NEXT: call i32 @llvm.ctlz.i32(i32 %2, i1 false)
// CHECK-NEXT: call float @llvm.powi.f32.i32(float %0, i32 %2)
//
// CHECK: declare float @tanhf(float) #[[PURE:[0-9]+]]
// CHECK: declare double @atan2(double, double) #[[PURE]]
// CHECK: attributes #[[PURE]] = { memory(none) }
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, f16, vector<2xbf16>) -> (f32, f64, f16, vector<2xbf16>, f32), sym_name = "libm"}> ({
  ^bb0(%arg3: f32, %arg4: f64, %arg5: f16, %arg6: vector<2xbf16>):
    %5 = "math.tanh"(%arg3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %6 = "math.atan2"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %7 = "math.erf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %8 = "math.cbrt"(%arg6) <{fastmath = #arith.fastmath<none>}> : (vector<2xbf16>) -> vector<2xbf16>
    %9 = "math.tanh"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%5, %6, %7, %8, %9) : (f32, f64, f16, vector<2xbf16>, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<2x2xf64>, i32) -> (f32, f32, vector<2x2xf64>, i32, f32), sym_name = "llvm"}> ({
  ^bb0(%arg0: f32, %arg1: vector<2x2xf64>, %arg2: i32):
    %0 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %1 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
    %2 = "math.rsqrt"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<2x2xf64>) -> vector<2x2xf64>
    %3 = "math.ctlz"(%arg2) : (i32) -> i32
    %4 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    "func.return"(%0, %1, %2, %3, %4) : (f32, f32, vector<2x2xf64>, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

