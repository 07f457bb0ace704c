// RUN: --passes=lower-dma-to-gemmini --emit=mlir
// lower-dma-to-gemmini ("Generation A", lowering.md §3.2-3.5): CONFIG4 for
// an indirect DMA, MVIN2/MVIN3/MVOUT, 3-D and 4-D tiles, 1/2/4-byte
// elements, vlane_stride masked to 15 bits, subtile_size as the shape.
"builtin.module"() ({
  "memref.global"() <{sym_name = "spad3", sym_visibility = "public", type = memref<4x8x16xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "idx_spad", sym_visibility = "public", type = memref<16xi32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "h_spad", sym_visibility = "public", type = memref<8x16xf16, 1>}> : () -> ()
  "memref.global"() <{sym_name = "b_spad", sym_visibility = "public", type = memref<1x8x1x16xi8, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<4096xf32>, index) -> (), sym_name = "indirect_mvin3"}> ({
  ^bb0(%arg0: memref<4096xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c14 = "arith.constant"() <{value = 14 : index}> : () -> index
    %s = "memref.get_global"() <{name = @spad3}> : () -> memref<4x8x16xf32, 1>
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%arg0, %i, %s, %c0, %c0, %c0, %c14, %t, %c0, %c2, %c1) {dram_stride = [1024, 64, 1], indirect_offset = @idx_spad, offset_stride = 64 : i64, padding = 0 : i64, sram_stride = [128, 16, 1]} : (memref<4096xf32>, index, memref<4x8x16xf32, 1>, index, index, index, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<128xf16>, index, index) -> (), sym_name = "mvin2_f16"}> ({
  ^bb0(%arg0: memref<128xf16>, %i: index, %j: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %vst = "arith.constant"() <{value = 32769 : index}> : () -> index
    %s = "memref.get_global"() <{name = @h_spad}> : () -> memref<8x16xf16, 1>
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%arg0, %i, %s, %j, %c0, %c1, %t, %c0, %c1, %vst) {dram_stride = [16, 1], sram_stride = [16, 1]} : (memref<128xf16>, index, memref<8x16xf16, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dealloc"(%t) : (memref<1xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xi8>, index) -> (), sym_name = "mvout_i8_subtile"}> ({
  ^bb0(%arg0: memref<2048xi8>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %s = "memref.get_global"() <{name = @b_spad}> : () -> memref<1x8x1x16xi8, 1>
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%s, %c0, %c0, %c0, %c0, %arg0, %i, %c3, %t, %c0, %c1, %c2) {async = true, dram_stride = [0, 16, 0, 1], padding = 0 : i64, sram_stride = [128, 16, 16, 1], subtile_size = [1, 4, 1, 16]} : (memref<1x8x1x16xi8, 1>, index, index, index, index, memref<2048xi8>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%t, %c0, %c1) : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// MVIN3 of a 3-D f32 tile (e = 1: shape [1, 4, 8, 16], vsa 2 -> 3),
// indirect: CFG_RS2 bit 16, then CONFIG4 = (address of @idx_spad,
// 4 << 16 | 64) before the move.
// CHECK-LABEL: sym_name = "indirect_mvin3"
// CHECK: %[[DRAM:[0-9]+]] = "arith.index_cast"
// CHECK: %[[SPAD:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: "arith.constant"() <{value = 281492157104144 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295344132 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}asm_string = ".insn r CUSTOM_1, 0x3, 0, x0, $0, $1"
// CHECK-NEXT: "arith.constant"() <{value = 1024 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 274877906945 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}asm_string = ".insn r CUSTOM_1, 0x3, 4, x0, $0, $1"
// CHECK-NEXT: "arith.constant"() <{value = 128 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 68719476737 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}asm_string = ".insn r CUSTOM_1, 0x3, 5, x0, $0, $1"
// CHECK-NEXT: %[[G:[0-9]+]] = "memref.get_global"() <{name = @idx_spad}> : () -> memref<16xi32, 1>
// CHECK-NEXT: %[[GA:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[G]]) : (memref<16xi32, 1>) -> index
// CHECK-NEXT: %[[GA64:[0-9]+]] = "arith.index_cast"(%[[GA]]) : (index) -> i64
// CHECK-NEXT: %[[C4:[0-9]+]] = "arith.constant"() <{value = 262208 : i64}>
// CHECK-NEXT: "llvm.inline_asm"(%[[GA64]], %[[C4]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 6, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CHECK-NEXT: "llvm.inline_asm"(%[[DRAM]], %[[SPAD]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 14, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CHECK-NEXT: "func.return"

// MVIN2, f16 (2-byte addresses), vlane_stride 32769 & 0x7FFF = 1; the tag
// still has a use (dealloc) and stays.
// CHECK-LABEL: sym_name = "mvin2_f16"
// CHECK: %[[T:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: "memref.extract_aligned_pointer_as_index"
// CHECK-NEXT: "arith.constant"() <{value = 2 : index}>
// CHECK: "arith.constant"() <{value = 281479272202256 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295147522 : i64}>
// CHECK: "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 68719476737 : i64}>
// CHECK: "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 68719476737 : i64}>
// CHECK: asm_string = ".insn r CUSTOM_1, 0x3, 1, x0, $0, $1"
// CHECK-NEXT: "memref.dealloc"(%[[T]])

// MVOUT of an i8 tile with a subtile shape [1, 4, 1, 16]: config type 3,
// vsa 1, vst 2, element size 1; rs1 = DRAM, rs2 = scratchpad.
// CHECK-LABEL: sym_name = "mvout_i8_subtile"
// CHECK-NOT: "memref.alloc"
// CHECK: %[[SB:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%{{[0-9]+}}) : (memref<1x8x1x16xi8, 1>) -> index
// CHECK: %[[SPAD:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: "memref.extract_aligned_pointer_as_index"(%arg{{[0-9]+}}) : (memref<2048xi8>) -> index
// CHECK: %[[DRAM:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: "arith.constant"() <{value = 281492156645392 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 8590344193 : i64}>
// CHECK: "arith.constant"() <{value = 16 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 1 : i64}>
// CHECK: "arith.constant"() <{value = 549755813904 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 68719476737 : i64}>
// CHECK: "llvm.inline_asm"(%[[DRAM]], %[[SPAD]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1"
// CHECK-NOT: dma_wait
// CHECK-NOT: dma_start
