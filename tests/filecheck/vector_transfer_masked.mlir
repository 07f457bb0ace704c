// RUN: --emit=ll
// 1-D minor-identity vector.transfer_read/write without in_bounds, as
// convert-vector-to-llvm lowers them (lowering.md §7.4; checked against
// mlir-opt-19 | mlir-translate-19): the last dim is masked with
// splat(trunc_i32(dim - j)) >s <0..N-1>, and the access is
// llvm.masked.load/store at the element address, align = element size,
// pass-through = splat(padding); the memory space stays on the pointer.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x8xf32, 1>, index, index) -> vector<4xf32>, sym_name = "transfer_read_1d"}> ({
  ^bb0(%arg9: memref<16x8xf32, 1>, %arg10: index, %arg11: index):
    %6 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %7 = "vector.transfer_read"(%arg9, %arg10, %arg11, %6) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<16x8xf32, 1>, index, index, f32) -> vector<4xf32>
    "func.return"(%7) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x8xf32, 1>, index, index, vector<4xf32>) -> (), sym_name = "transfer_write_1d"}> ({
  ^bb0(%arg5: memref<16x8xf32, 1>, %arg6: index, %arg7: index, %arg8: vector<4xf32>):
    "vector.transfer_write"(%arg8, %arg5, %arg6, %arg7) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<16x8xf32, 1>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: @transfer_read_1d(
// CHECK: [[LEFT:%[0-9]+]] = sub i64 8, %8
// CHECK-NEXT: [[T:%[0-9]+]] = trunc i64 [[LEFT]] to i32
// CHECK-NEXT: [[I:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[T]], i32 0
// CHECK-NEXT: [[S:%[0-9]+]] = shufflevector <4 x i32> [[I]], <4 x i32> poison, <4 x i32> zeroinitializer
// CHECK-NEXT: [[M:%[0-9]+]] = icmp sgt <4 x i32> [[S]], <i32 0, i32 1, i32 2, i32 3>
// CHECK-NEXT: [[R:%[0-9]+]] = mul i64 %7, 8
// CHECK-NEXT: [[L:%[0-9]+]] = add i64 [[R]], %8
// CHECK-NEXT: [[B:%[0-9]+]] = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [2 x i64], [2 x i64] } %{{[0-9]+}}, 1
// CHECK-NEXT: [[P:%[0-9]+]] = getelementptr float, ptr addrspace(1) [[B]], i64 [[L]]
// CHECK-NEXT: [[V:%[0-9]+]] = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) [[P]], i32 4, <4 x i1> [[M]], <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>)
// CHECK-NEXT: ret <4 x float> [[V]]

// CHECK-LABEL: @transfer_write_1d(
// CHECK: [[LEFT:%[0-9]+]] = sub i64 8, %8
// CHECK-NEXT: [[T:%[0-9]+]] = trunc i64 [[LEFT]] to i32
// CHECK: [[M:%[0-9]+]] = icmp sgt <4 x i32> %{{[0-9]+}}, <i32 0, i32 1, i32 2, i32 3>
// CHECK: [[P:%[0-9]+]] = getelementptr float, ptr addrspace(1) %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK-NEXT: call void @llvm.masked.store.v4f32.p1(<4 x float> %9, ptr addrspace(1) [[P]], i32 4, <4 x i1> [[M]])
// CHECK-NEXT: ret void
