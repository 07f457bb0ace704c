// RUN: --emit=ll
// memref.global forms, checked against mlir-opt-19 | mlir-translate-19:
// private -> private linkage, public/no visibility -> external linkage,
// "nested" -> private; memory space -> addrspace; nested arrays of the
// shape (rank 0: the element); dense (splat expanded) initializer;
// `uninitialized` -> undef; no initial value: an external declaration if
// public, undef if private; constant; alignment.
"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>, sym_name = "c", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<7> : tensor<4xi32>, sym_name = "s", type = memref<4xi32, 1>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "u", sym_visibility = "private", type = memref<8xi16>}> : () -> ()
  "memref.global"() <{sym_name = "e", type = memref<16x16xf32, 1>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, sym_name = "ea", type = memref<256xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "e2", sym_visibility = "private", type = memref<16xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<1.500000e+00> : tensor<f32>, sym_name = "sc", type = memref<f32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "pu", sym_visibility = "public", type = memref<2xi8>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "ne", sym_visibility = "nested", type = memref<2xi8>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<0.000000e+00> : tensor<2x2xf64>, sym_name = "z", sym_visibility = "private", type = memref<2x2xf64, 3>}> : () -> ()
  "memref.global"() <{initial_value = dense<[1, -1]> : tensor<2xindex>, sym_name = "i", type = memref<2xindex>}> : () -> ()
}) : () -> ()

// CHECK: @c = private constant [2 x [3 x float]] {{\[}}[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00]], align 64
// CHECK-NEXT: @s = addrspace(1) global [4 x i32] [i32 7, i32 7, i32 7, i32 7]
// CHECK-NEXT: @u = private global [8 x i16] undef
// CHECK-NEXT: @e = external addrspace(1) global [16 x [16 x float]]
// CHECK-NEXT: @ea = external addrspace(1) global [256 x float], align 64
// CHECK-NEXT: @e2 = private global [16 x float] undef
// CHECK-NEXT: @sc = global float 1.500000e+00
// CHECK-NEXT: @pu = global [2 x i8] undef
// CHECK-NEXT: @ne = private global [2 x i8] undef
// CHECK-NEXT: @z = private addrspace(3) constant [2 x [2 x double]] zeroinitializer
// CHECK-NEXT: @i = global [2 x i64] [i64 1, i64 -1]
