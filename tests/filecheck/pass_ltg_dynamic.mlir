// RUN: --dma=descriptor --passes=lower-transfer-to-gemmini --emit=mlir
// Descriptors with run-time words (pipeline.md §6.2): a unique memref<36xi32>
// global each.  An indirect, accumulating MVOUT of a 2-D 4x8 i16 tile (padded
// to [1, 1, 4, 8]; its split axis 0 becomes vsa4 = 0 + 2 = 2) with a mask on axis 1:
//   words 0-3 shape 1, 1, 4, 8; 4-7 dim_low 0; 8-11 dim_high 1, 1, 4, 8
//   12-19 DRAM strides 0, 0, 8, 1 as i64 pairs; 20-27 tile strides 0, 0, 8, 1
//   28: 2 | 1 << 16 = 65538 (element bytes 2, vst 1)
//   29: vsa4 2 | config type 3 << 8 | flags (1 indirect + 2 masked + 4 accumulate) << 16
//       = 2 + 768 + 458752 = 459522
//   30, 31: index buffer address (run time, 0 here); 32: offset_stride 5 | 4 << 16 = 262149
//   34, 35: masked_fill -1 as i64 = -1, -1
// The clamp goes to words 4 + 3 (low) and 8 + 3 (high): axis 1 of the 2-D tile
// is axis 3 of the descriptor.  The index address is stored as its low and
// high halves (trunci; shrui 32, trunci) into words 30 and 31.
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<4x8xi16, 1>}> : () -> ()
  "memref.global"() <{sym_name = "I_spad", type = memref<4x8xi32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<64xi16>, index, index) -> (), sym_name = "kernel"}> ({
  ^bb0(%y: memref<64xi16>, %lo: index, %hi: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %s = "memref.get_global"() <{name = @X_spad}> : () -> memref<4x8xi16, 1>
    %ix = "memref.get_global"() <{name = @I_spad}> : () -> memref<4x8xi32, 1>
    "togsim.transfer"(%y, %c0, %s, %c0, %t, %c0, %c3, %c1, %ix, %lo, %hi) {accumulate = true, dma_kind = "MVOUT", dram_stride = [8, 1], indirect = true, masked_axes = [1], masked_fill = -1 : i64, offset_stride = 5 : i64, padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 0 : i64} : (memref<64xi16>, index, memref<4x8xi16, 1>, index, memref<1xi32>, index, index, index, memref<4x8xi32, 1>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "memref.global"() <{initial_value = dense<[1, 1, 4, 8, 0, 0, 0, 0, 1, 1, 4, 8, 0, 0, 0, 0, 8, 0, 1, 0, 0, 0, 0, 0, 8, 0, 1, 0, 65538, 459522, 0, 0, 262149, 0, -1, -1]> : tensor<36xi32>, sym_name = "dma_desc_0", sym_visibility = "private", type = memref<36xi32>}> : () -> ()
// CHECK: ^bb0(%arg0: memref<64xi16>, %arg1: index, %arg2: index):
// The index buffer's address comes after the two move addresses.
// CHECK: "memref.extract_aligned_pointer_as_index"(%{{.*}}) : (memref<4x8xi16, 1>)
// CHECK: %[[IG:.*]] = "memref.get_global"() <{name = @I_spad}> : () -> memref<4x8xi32, 1>
// CHECK-NEXT: %[[IP:.*]] = "memref.extract_aligned_pointer_as_index"(%[[IG]])
// CHECK-NEXT: %[[I64:.*]] = "arith.index_cast"(%[[IP]]) : (index) -> i64
// CHECK-NEXT: %[[D:.*]] = "memref.get_global"() <{name = @dma_desc_0}> : () -> memref<36xi32>
// CHECK-NEXT: %[[L:.*]] = "arith.index_cast"(%arg1) : (index) -> i32
// CHECK-NEXT: %[[K7:.*]] = "arith.constant"() <{value = 7 : index}>
// CHECK-NEXT: "memref.store"(%[[L]], %[[D]], %[[K7]]) : (i32, memref<36xi32>, index) -> ()
// CHECK-NEXT: %[[H:.*]] = "arith.index_cast"(%arg2) : (index) -> i32
// CHECK-NEXT: %[[K11:.*]] = "arith.constant"() <{value = 11 : index}>
// CHECK-NEXT: "memref.store"(%[[H]], %[[D]], %[[K11]])
// CHECK-NEXT: %[[LO:.*]] = "arith.trunci"(%[[I64]]) : (i64) -> i32
// CHECK-NEXT: %[[K30:.*]] = "arith.constant"() <{value = 30 : index}>
// CHECK-NEXT: "memref.store"(%[[LO]], %[[D]], %[[K30]])
// CHECK-NEXT: %[[S32:.*]] = "arith.constant"() <{value = 32 : i64}>
// CHECK-NEXT: %[[SH:.*]] = "arith.shrui"(%[[I64]], %[[S32]]) : (i64, i64) -> i64
// CHECK-NEXT: %[[HI:.*]] = "arith.trunci"(%[[SH]]) : (i64) -> i32
// CHECK-NEXT: %[[K31:.*]] = "arith.constant"() <{value = 31 : index}>
// CHECK-NEXT: "memref.store"(%[[HI]], %[[D]], %[[K31]])
// CHECK-NEXT: %[[DP:.*]] = "memref.extract_aligned_pointer_as_index"(%[[D]])
// CHECK-NEXT: %[[D64:.*]] = "arith.index_cast"(%[[DP]]) : (index) -> i64
// CHECK-NEXT: %[[Z:.*]] = "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "llvm.inline_asm"(%[[D64]], %[[Z]]) <{{.*}}".insn r CUSTOM_1, 0x3, 7, x0, $0, $1"
// CHECK-NEXT: "llvm.inline_asm"({{.*}}".insn r CUSTOM_1, 0x3, 3, x0, $0, $1"
