// RUN: --emit=ll
// memref.get_global builds the descriptor MLIR builds: allocated =
// inttoptr 0xdeadbeef, aligned = the global (gep [0, 0, 0] folds to it),
// offset 0, static sizes and row-major strides; in the global's address
// space.  Checked against mlir-opt-19 | mlir-translate-19.
"builtin.module"() ({
  "memref.global"() <{alignment = 16 : i64, constant, initial_value = dense<1.000000e+00> : tensor<2x3xf32>, sym_name = "g", sym_visibility = "private", type = memref<2x3xf32, 1>}> : () -> ()
  "memref.global"() <{initial_value = dense<4> : tensor<i32>, sym_name = "r0", type = memref<i32>}> : () -> ()
  "func.func"() <{function_type = () -> memref<2x3xf32, 1>, sym_name = "get"}> ({
    %0 = "memref.get_global"() <{name = @g}> : () -> memref<2x3xf32, 1>
    "func.return"(%0) : (memref<2x3xf32, 1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<i32>, sym_name = "get0"}> ({
    %0 = "memref.get_global"() <{name = @r0}> : () -> memref<i32>
    "func.return"(%0) : (memref<i32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: @g = private addrspace(1) constant [2 x [3 x float]] {{\[}}[3 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], [3 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00]], align 16
// CHECK: @r0 = global i32 4
// CHECK-LABEL: define { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } @get() {
// CHECK-NEXT: ret { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } { ptr addrspace(1) inttoptr (i64 3735928559 to ptr addrspace(1)), ptr addrspace(1) @g, i64 0, [2 x i64] [i64 2, i64 3], [2 x i64] [i64 3, i64 1] }
// CHECK-LABEL: define { ptr, ptr, i64 } @get0() {
// CHECK-NEXT: ret { ptr, ptr, i64 } { ptr inttoptr (i64 3735928559 to ptr), ptr @r0, i64 0 }
