// RUN: --emit=ll
// arith's flags carried to LLVM as convert-arith-to-llvm + mlir-translate do
// (checked against mlir-opt-19 | mlir-translate-19): #arith.overflow<...> ->
// nsw/nuw, #arith.fastmath<...> -> fast-math flags on the instruction or the
// intrinsic call (also on fcmp); the cmpf predicate enum is MLIR's order
// (ord = 7, uno = 14, not LLVM's); truncf with a rounding mode -> the
// constrained fptrunc with fpexcept.ignore, called strictfp.
//
// CHECK-LABEL: define {{.*}} @flags(i32 %0, i32 %1, float %2, float %3,
// CHECK: add nsw i32 %0, %1
// CHECK-NEXT: mul nuw nsw i32 %0, %1
// CHECK-NEXT: shl nuw i32 %0, %1
// CHECK-NEXT: fadd nnan ninf float %2, %3
// CHECK-NEXT: fcmp fast ord float %2, %3
// CHECK-NEXT: call nsz float @llvm.maximum.f32(float %2, float %3)
// CHECK-NEXT: call contract <4 x float> @llvm.minnum.v4f32(
// CHECK-NEXT: call half @llvm.experimental.constrained.fptrunc.f16.f32(float %2, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") #[[SFP:[0-9]+]]
// CHECK-NEXT: call half @llvm.experimental.constrained.fptrunc.f16.f32(float %2, metadata !"round.towardzero", metadata !"fpexcept.ignore") #[[SFP]]
// CHECK-NEXT: fcmp uno float %2, %3
// CHECK-NEXT: icmp uge i32 %0, %1
// CHECK: attributes #[[SFP]] = { strictfp }
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32, vector<2x2xf32>) -> (i32, i32, i32, f32, i1, f32, vector<2x2xf32>, f16, f16, i1, i1), sym_name = "flags"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<2x2xf32>):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %2 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %3 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %4 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>, predicate = 7 : i64}> : (f32, f32) -> i1
    %5 = "arith.maximumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
    %6 = "arith.minnumf"(%arg4, %arg4) <{fastmath = #arith.fastmath<contract>}> : (vector<2x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    %7 = "arith.truncf"(%arg2) <{roundingmode = 4 : i32}> : (f32) -> f16
    %8 = "arith.truncf"(%arg2) <{roundingmode = 3 : i32}> : (f32) -> f16
    %9 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (i32, i32, i32, f32, i1, f32, vector<2x2xf32>, f16, f16, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

