// RUN: --dma=descriptor --passes=lower-transfer-to-gemmini --emit=mlir
// Static descriptors (pipeline.md §6.2): two identical MVINs share one
// memref<18xi64> global, the MVOUT (config type 3) gets its own; globals go to
// the module's front, the newest first.  Slots by hand, 4x8 f32 tile, vsa 1,
// vst 2, padded to 4-D [1, 1, 4, 8] (vsa4 = 3):
//   0: 1 | 1 << 32 = 4294967297          1: 4 | 8 << 32 = 34359738372
//   4, 5: dim_high = the shape           6-9: DRAM [0, 0, 16, 1], 10-13: [0, 0, 8, 1]
//   14: 4 | 2 << 16 | 3 << 32 = 12885032964 (MVIN); + 3 << 40 = 3311419916292 (MVOUT)
// togsim.wait goes; the tag alloc stays.  Layout B (7 operands) is read too.
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<4x8xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<128xf32>, index) -> (), sym_name = "kernel"}> ({
  ^bb0(%x: memref<128xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %s = "memref.get_global"() <{name = @X_spad}> : () -> memref<4x8xf32, 1>
    "togsim.transfer"(%x, %i, %s, %c0, %t, %c0, %c2, %c2) {dma_kind = "MVIN", dram_stride = [16, 1], padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "togsim.wait"(%t, %c0, %c2) : (memref<1xi32>, index, index) -> ()
    "togsim.transfer"(%x, %c0, %s, %c0, %t, %c2, %c2) {dma_kind = "MVIN", dram_stride = [16, 1], padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "togsim.transfer"(%x, %i, %s, %c0, %t, %c0, %c3, %c2) {dma_kind = "MVOUT", dram_stride = [16, 1], padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "memref.global"() <{initial_value = dense<[4294967297, 34359738372, 0, 0, 4294967297, 34359738372, 0, 0, 16, 1, 0, 0, 8, 1, 3311419916292, 0, 0, 0]> : tensor<18xi64>, sym_name = "dma_desc_1", sym_visibility = "private", type = memref<18xi64>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value = dense<[4294967297, 34359738372, 0, 0, 4294967297, 34359738372, 0, 0, 16, 1, 0, 0, 8, 1, 12885032964, 0, 0, 0]> : tensor<18xi64>, sym_name = "dma_desc_0", sym_visibility = "private", type = memref<18xi64>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{sym_name = "X_spad"
// CHECK: %[[T:.*]] = "memref.alloc"
// CHECK: %[[Z:.*]] = "arith.constant"() <{value = 0 : index}>
// The DRAM address: 4-byte elements, index %arg1.
// CHECK-NEXT: %[[DP:.*]] = "memref.extract_aligned_pointer_as_index"(%arg0)
// CHECK-NEXT: %[[EB:.*]] = "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: %[[DO:.*]] = "arith.muli"(%arg1, %[[EB]])
// CHECK-NEXT: %[[DA:.*]] = "arith.addi"(%[[DP]], %[[DO]])
// CHECK-NEXT: %[[D64:.*]] = "arith.index_cast"(%[[DA]]) : (index) -> i64
// The scratchpad address of [0, sram_idx]: 0 * 8 + sram_idx.
// CHECK-NEXT: %[[SP:.*]] = "memref.extract_aligned_pointer_as_index"
// CHECK-NEXT: %[[C8:.*]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[R:.*]] = "arith.muli"(%[[Z]], %[[C8]])
// CHECK-NEXT: "arith.addi"(%[[R]],
// CHECK: %[[S64:.*]] = "arith.index_cast"
// CHECK-NEXT: %[[G:.*]] = "memref.get_global"() <{name = @dma_desc_0}> : () -> memref<18xi64>
// CHECK-NEXT: %[[GP:.*]] = "memref.extract_aligned_pointer_as_index"(%[[G]])
// CHECK-NEXT: %[[G64:.*]] = "arith.index_cast"(%[[GP]]) : (index) -> i64
// CHECK-NEXT: %[[C0:.*]] = "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "llvm.inline_asm"(%[[G64]], %[[C0]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 7, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CHECK-NEXT: "llvm.inline_asm"(%[[D64]], %[[S64]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1"
// CHECK-NOT: togsim.wait
// CHECK: "memref.get_global"() <{name = @dma_desc_0}>
// CHECK: ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1"
// CHECK: "memref.get_global"() <{name = @dma_desc_1}>
// CHECK: ".insn r CUSTOM_1, 0x3, 7, x0, $0, $1"
// CHECK: ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1"
// CHECK-NOT: togsim
