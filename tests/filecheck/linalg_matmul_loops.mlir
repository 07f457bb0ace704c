// RUN: --emit=ll
// linalg.matmul as convert-linalg-to-loops lowers it: loops d0 (i < 4),
// d1 (j < 3), d2 (k < 8), outermost first, each `iv < ub` (signed) tested
// before the body; the body loads A[i][k], B[k][j], C[i][j] (row-major,
// element alignment), computes C + A * B (fmul then fadd, k order) and
// stores C[i][j].
// CHECK-LABEL: define void @kernel(
// CHECK: [[I:%[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ [[INC_I:%[0-9]+]], %{{[0-9]+}} ]
// CHECK-NEXT: icmp slt i64 [[I]], 4
// CHECK: [[J:%[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ [[INC_J:%[0-9]+]], %{{[0-9]+}} ]
// CHECK-NEXT: icmp slt i64 [[J]], 3
// CHECK: [[K:%[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ [[INC_K:%[0-9]+]], %{{[0-9]+}} ]
// CHECK-NEXT: icmp slt i64 [[K]], 8
// CHECK: [[AI:%[0-9]+]] = mul i64 [[I]], 8
// CHECK-NEXT: [[AL:%[0-9]+]] = add i64 [[AI]], [[K]]
// CHECK: getelementptr float, ptr %{{[0-9]+}}, i64 [[AL]]
// CHECK-NEXT: [[A:%[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT: [[BK:%[0-9]+]] = mul i64 [[K]], 3
// CHECK-NEXT: [[BL:%[0-9]+]] = add i64 [[BK]], [[J]]
// CHECK: getelementptr float, ptr %{{[0-9]+}}, i64 [[BL]]
// CHECK-NEXT: [[B:%[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT: [[CI:%[0-9]+]] = mul i64 [[I]], 3
// CHECK-NEXT: [[CL:%[0-9]+]] = add i64 [[CI]], [[J]]
// CHECK: getelementptr float, ptr %{{[0-9]+}}, i64 [[CL]]
// CHECK-NEXT: [[C:%[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT: [[P:%[0-9]+]] = fmul float [[A]], [[B]]
// CHECK-NEXT: [[S:%[0-9]+]] = fadd float [[C]], [[P]]
// CHECK: store float [[S]], ptr %{{[0-9]+}}, align 4
// CHECK-NEXT: [[INC_K]] = add i64 [[K]], 1
// CHECK: [[INC_J]] = add i64 [[J]], 1
// CHECK: [[INC_I]] = add i64 [[I]], 1
// CHECK: ret void
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<8x3xf32>, memref<4x3xf32>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<8x3xf32>, %arg2: memref<4x3xf32>):
    "linalg.matmul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<4x8xf32>, memref<8x3xf32>, memref<4x3xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

