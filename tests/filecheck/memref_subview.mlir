// RUN: --emit=ll
// memref.subview as expand-strided-metadata + finalize-memref-to-llvm lower
// it (checked against mlir-opt-19 --expand-strided-metadata, then the
// standard pipeline): same allocated/aligned pointers, offset = base offset
// + sum(offset_i * base stride_i), strides = base stride_i * step_i, sizes
// as given; static values as constants; a rank-reducing subview drops the
// unit dim.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32>, index) -> memref<4x?xf32, strided<[8, 2], offset: ?>>, sym_name = "sub"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<8x8xf32>, index, index) -> memref<4x?xf32, strided<[8, 2], offset: ?>>
    "func.return"(%0) : (memref<4x?xf32, strided<[8, 2], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<5xf32, strided<[?], offset: ?>>, sym_name = "red"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 3>, static_sizes = array<i64: 1, 5>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<5xf32, strided<[?], offset: ?>>
    "func.return"(%0) : (memref<5xf32, strided<[?], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @sub(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
// CHECK: [[D:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } {{%[0-9]+}}, [2 x i64] {{%[0-9]+}}, 4
// CHECK: [[A:%[0-9]+]] = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D]], 0
// CHECK: [[P:%[0-9]+]] = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D]], 1
// CHECK: [[O1:%[0-9]+]] = mul i64 %7, 8
// CHECK-NEXT: [[O:%[0-9]+]] = add i64 [[O1]], 2
// CHECK-NEXT: [[R0:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr [[A]], 0
// CHECK-NEXT: [[R1:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[R0]], ptr [[P]], 1
// CHECK-NEXT: [[R2:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[R1]], i64 [[O]], 2
// CHECK-NEXT: [[S:%[0-9]+]] = insertvalue [2 x i64] [i64 4, i64 undef], i64 %7, 1
// CHECK-NEXT: [[R3:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[R2]], [2 x i64] [[S]], 3
// CHECK-NEXT: [[R4:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[R3]], [2 x i64] [i64 8, i64 2], 4
// CHECK-NEXT: ret { ptr, ptr, i64, [2 x i64], [2 x i64] } [[R4]]

// CHECK-LABEL: define { ptr, ptr, i64, [1 x i64], [1 x i64] } @red(
// CHECK: [[OFF:%[0-9]+]] = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } {{%[0-9]+}}, 2
// CHECK: [[ST0:%[0-9]+]] = extractvalue [2 x i64] {{%[0-9]+}}, 0
// CHECK: [[ST1:%[0-9]+]] = extractvalue [2 x i64] {{%[0-9]+}}, 1
// CHECK-NEXT: [[X:%[0-9]+]] = add i64 [[OFF]], [[ST0]]
// CHECK-NEXT: [[Y:%[0-9]+]] = mul i64 [[ST1]], 3
// CHECK-NEXT: [[Z:%[0-9]+]] = add i64 [[X]], [[Y]]
// CHECK: insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } {{%[0-9]+}}, i64 [[Z]], 2
// CHECK: [[SS:%[0-9]+]] = insertvalue [1 x i64] undef, i64 [[ST1]], 0
// CHECK: insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } {{%[0-9]+}}, [1 x i64] [i64 5], 3
// CHECK-NEXT: insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } {{%[0-9]+}}, [1 x i64] [[SS]], 4
