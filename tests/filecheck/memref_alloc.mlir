// RUN: --emit=ll
// memref.alloc as finalize-memref-to-llvm lowers it (checked against
// mlir-opt-19 | mlir-translate-19): malloc(count * sizeof(elem)) with the
// size as ptrtoint(gep null, count); with `alignment`, malloc(size + a) and
// aligned = (p + a - 1) - (p + a - 1) urem a; offset 0, row-major strides;
// a memory space gets an addrspacecast of malloc's pointer.  memref.alloca:
// alloca elem, count with the given alignment.  dealloc: free(allocated).
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<?x4xf32>, memref<8xf64>, memref<4xi8, 1>), sym_name = "alloc"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    %1 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8, 1>
    "func.return"(%0, %1, %2) : (memref<?x4xf32>, memref<8xf64>, memref<4xi8, 1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> memref<?x3xf32>, sym_name = "alloca"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloca"(%arg0) <{alignment = 32 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x3xf32>
    "func.return"(%0) : (memref<?x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "dealloc"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    "memref.dealloc"(%0) : (memref<4xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: @alloc(i64 %0) {
// CHECK-NEXT: [[N:%[0-9]+]] = mul i64 %0, 4
// CHECK-NEXT: [[G:%[0-9]+]] = getelementptr float, ptr null, i64 [[N]]
// CHECK-NEXT: [[SZ:%[0-9]+]] = ptrtoint ptr [[G]] to i64
// CHECK-NEXT: [[P:%[0-9]+]] = call ptr @malloc(i64 [[SZ]])
// CHECK-NEXT: [[D0:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr [[P]], 0
// CHECK-NEXT: [[D1:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D0]], ptr [[P]], 1
// CHECK-NEXT: [[D2:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D1]], i64 0, 2
// CHECK-NEXT: [[S0:%[0-9]+]] = insertvalue [2 x i64] undef, i64 %0, 0
// CHECK-NEXT: [[S1:%[0-9]+]] = insertvalue [2 x i64] [[S0]], i64 4, 1
// CHECK-NEXT: [[D3:%[0-9]+]] = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D2]], [2 x i64] [[S1]], 3
// CHECK-NEXT: insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } [[D3]], [2 x i64] [i64 4, i64 1], 4
// CHECK-NEXT: [[Q:%[0-9]+]] = call ptr @malloc(i64 add (i64 ptrtoint (ptr getelementptr (double, ptr null, i64 8) to i64), i64 64))
// CHECK-NEXT: [[QI:%[0-9]+]] = ptrtoint ptr [[Q]] to i64
// CHECK-NEXT: [[B:%[0-9]+]] = add i64 [[QI]], 63
// CHECK-NEXT: [[R:%[0-9]+]] = urem i64 [[B]], 64
// CHECK-NEXT: [[AI:%[0-9]+]] = sub i64 [[B]], [[R]]
// CHECK-NEXT: [[A:%[0-9]+]] = inttoptr i64 [[AI]] to ptr
// CHECK-NEXT: [[E0:%[0-9]+]] = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr [[Q]], 0
// CHECK-NEXT: insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } [[E0]], ptr [[A]], 1
// CHECK: [[M:%[0-9]+]] = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 4) to i64))
// CHECK-NEXT: [[MC:%[0-9]+]] = addrspacecast ptr [[M]] to ptr addrspace(1)
// CHECK-NEXT: insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } undef, ptr addrspace(1) [[MC]], 0

// CHECK-LABEL: @alloca(i64 %0) {
// CHECK-NEXT: [[N:%[0-9]+]] = mul i64 %0, 3
// CHECK-NEXT: [[P:%[0-9]+]] = alloca float, i64 [[N]], align 32
// CHECK-NEXT: insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr [[P]], 0

// CHECK-LABEL: @dealloc() {
// CHECK-NEXT: [[P:%[0-9]+]] = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i8, ptr null, i64 4) to i64))
// CHECK: [[F:%[0-9]+]] = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } {{%[0-9]+}}, 0
// CHECK-NEXT: call void @free(ptr [[F]])
