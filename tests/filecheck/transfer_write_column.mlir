// RUN: --emit=ll
// A transfer_write along a non-innermost memref dim ((d0, d1) -> (d0)):
// element k of the vector goes to w[i + k, j], one scalar store per row at
// row-major offset (i + k) * 5 + j.  (MLIR 19's pipeline leaves a
// memref.store behind for this op, so it is not in the differential corpus.)
func.func @colw(%w: memref<6x5xf32>, %v: vector<4xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %w[%i, %j] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<6x5xf32>
  return
}
// CHECK-LABEL: define void @colw(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, <4 x float> %7, i64 %8, i64 %9)
// CHECK: [[R0:%[0-9]+]] = mul i64 %8, 5
// CHECK: [[O0:%[0-9]+]] = add i64 [[R0]], %9
// CHECK: [[P0:%[0-9]+]] = getelementptr float, ptr {{%[0-9]+}}, i64 [[O0]]
// CHECK: [[E0:%[0-9]+]] = shufflevector <4 x float> %7, <4 x float> poison, <1 x i32> zeroinitializer
// CHECK: store <1 x float> [[E0]], ptr [[P0]], align 4
// CHECK: [[I1:%[0-9]+]] = add i64 %8, 1
// CHECK: [[R1:%[0-9]+]] = mul i64 [[I1]], 5
// CHECK: [[O1:%[0-9]+]] = add i64 [[R1]], %9
// CHECK: [[P1:%[0-9]+]] = getelementptr float, ptr {{%[0-9]+}}, i64 [[O1]]
// CHECK: [[E1:%[0-9]+]] = shufflevector <4 x float> %7, <4 x float> poison, <1 x i32> <i32 1>
// CHECK: store <1 x float> [[E1]], ptr [[P1]], align 4
// CHECK: add i64 %8, 2
// CHECK: <1 x i32> <i32 2>
// CHECK: add i64 %8, 3
// CHECK: <1 x i32> <i32 3>
// CHECK-NEXT: store <1 x float>
// CHECK-NEXT: ret void
