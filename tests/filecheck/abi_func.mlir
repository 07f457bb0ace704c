// RUN: --emit=ll
// MLIR's default memref ABI (checked against mlir-opt-19 | mlir-translate-19):
// memrefs expand to (allocated, aligned, offset, sizes..., strides...), several
// results return as a struct, n-D vectors cross the boundary as arrays of 1-D
// vectors, private declarations stay external declarations, and
// llvm.emit_c_interface adds _mlir_ciface_ wrappers taking descriptors by
// pointer (a struct result through an extra first pointer), each wrapper
// right after its function as in mlir-translate's output.
//
// CHECK: source_filename = "LLVMDialectModule"
// CHECK: define { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i32, [2 x <3 x float>] } @g(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i32 %7, [2 x <3 x float>] %8)
// CHECK: call { ptr, ptr, i64, [2 x i64], [2 x i64] } @ext(ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}, i32 %7)
// CHECK: ret { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i32, [2 x <3 x float>] }
// CHECK: define void @_mlir_ciface_g(ptr %0, ptr %1, i32 %2, [2 x <3 x float>] %3)
// CHECK-NEXT: load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %1
// CHECK: call { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i32, [2 x <3 x float>] } @g(
// CHECK: store { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i32, [2 x <3 x float>] } %{{[0-9]+}}, ptr %0
// CHECK-NEXT: ret void
// CHECK: define { ptr addrspace(1), ptr addrspace(1), i64 } @s(ptr addrspace(1) %0, ptr addrspace(1) %1, i64 %2, i64 %3, ptr %4)
// CHECK: define void @_mlir_ciface_s(ptr %0, ptr %1, ptr %2)
// CHECK-NEXT: load { ptr addrspace(1), ptr addrspace(1), i64 }, ptr %1
// CHECK: load { i64, ptr }, ptr %2
// CHECK: call { ptr addrspace(1), ptr addrspace(1), i64 } @s(
// Declarations come after the definitions (tsrewrite streams each function
// as soon as it is lowered; the rest of the module follows).
// CHECK: declare { ptr, ptr, i64, [2 x i64], [2 x i64] } @ext(ptr, ptr, i64, i64, i64, i64, i64, i32)
// CHECK: !{i32 2, !"Debug Info Version", i32 3}
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, i32) -> memref<?x4xf32>, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4xf32>, i32, vector<2x3xf32>) -> (memref<?x4xf32>, i32, vector<2x3xf32>), sym_name = "g"}> ({
  ^bb0(%arg2: memref<?x4xf32>, %arg3: i32, %arg4: vector<2x3xf32>):
    %0 = "func.call"(%arg2, %arg3) <{callee = @ext}> : (memref<?x4xf32>, i32) -> memref<?x4xf32>
    "func.return"(%0, %arg3, %arg4) : (memref<?x4xf32>, i32, vector<2x3xf32>) -> ()
  }) {llvm.emit_c_interface} : () -> ()
  "func.func"() <{function_type = (memref<f32, 1>, memref<*xf32>) -> memref<f32, 1>, sym_name = "s"}> ({
  ^bb0(%arg0: memref<f32, 1>, %arg1: memref<*xf32>):
    "func.return"(%arg0) : (memref<f32, 1>) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()

