// RUN: --emit=ll
// vector.load/store: plain vector load/store with the ELEMENT alignment
// (lowering.md §7.4: MLIR sets it explicitly; the ABI alignment of
// <512 x float> would be wrong for lane-local scratchpad data).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1024xf32, 1>, memref<8xf64>, index) -> (), sym_name = "load_store"}> ({
  ^bb0(%arg2: memref<1024xf32, 1>, %arg3: memref<8xf64>, %arg4: index):
    %4 = "vector.load"(%arg2, %arg4) : (memref<1024xf32, 1>, index) -> vector<512xf32>
    "vector.store"(%4, %arg2, %arg4) : (vector<512xf32>, memref<1024xf32, 1>, index) -> ()
    %5 = "vector.load"(%arg3, %arg4) : (memref<8xf64>, index) -> vector<4xf64>
    "vector.store"(%5, %arg3, %arg4) : (vector<4xf64>, memref<8xf64>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: @load_store(
// CHECK: [[P:%[0-9]+]] = getelementptr float, ptr addrspace(1) %{{[0-9]+}}, i64 %10
// CHECK-NEXT: [[V:%[0-9]+]] = load <512 x float>, ptr addrspace(1) [[P]], align 4
// CHECK: [[Q:%[0-9]+]] = getelementptr float, ptr addrspace(1) %{{[0-9]+}}, i64 %10
// CHECK-NEXT: store <512 x float> [[V]], ptr addrspace(1) [[Q]], align 4
// CHECK: [[PD:%[0-9]+]] = getelementptr double, ptr %{{[0-9]+}}, i64 %10
// CHECK-NEXT: [[W:%[0-9]+]] = load <4 x double>, ptr [[PD]], align 8
// CHECK: [[QD:%[0-9]+]] = getelementptr double, ptr %{{[0-9]+}}, i64 %10
// CHECK-NEXT: store <4 x double> [[W]], ptr [[QD]], align 8
