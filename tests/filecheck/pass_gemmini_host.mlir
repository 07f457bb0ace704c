// RUN: --host-model --passes=lower-dma-to-gemmini --emit=mlir
// lower-dma-to-gemmini with --host-model (docs/hostmodel.md): the same
// addresses and packed words as the inline-asm build, but every
// instruction is func.call @__ts_gemmini_insn(F, rs1, rs2) with F an i64
// constant; one private declaration of it at the end of the module;
// dma_wait erased, unused tags erased.  padding is in no instruction word:
// the padding = 1 MVOUT gets the same words as the padding = 0 one.
memref.global @X_spad : memref<4x8xf32, 1>
memref.global @IDX_spad : memref<4x8xi32, 1>
func.func @gather(%t: memref<64xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %t[%i], %s[%c0, %c0], %c2, %tag[%c0], %c1, %c1 : memref<64xf32>, memref<4x8xf32, 1>, memref<1xi32> {dram_stride = [0, 1], indirect_offset = @IDX_spad, offset_stride = 8 : i64, padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_wait %tag[%c0], %c1 : memref<1xi32>
  return
}
func.func @padding(%y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag[%c0], %c1, %c1 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 0 : i64, sram_stride = [8, 1]}
  memref.dma_start %s[%c0, %c0], %y[%c0], %c3, %tag[%c0], %c1, %c1 : memref<4x8xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [8, 1], padding = 1 : i64, sram_stride = [8, 1]}
  return
}

// The gather: CONFIG (shape [1, 1, 4, 8]; vst 1, config type 0, indirect,
// vsa 3, 4 bytes), CONFIG2, CONFIG3, CONFIG4 (@IDX_spad, 4 << 16 | 8), MVIN.
// CHECK-LABEL: sym_name = "gather"
// CHECK-NOT: "memref.alloc"
// CHECK: %[[DRAM:[0-9]+]] = "arith.index_cast"
// CHECK: %[[SPAD:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: %[[R1:[0-9]+]] = "arith.constant"() <{value = 281479271940104 : i64}> : () -> i64
// CHECK-NEXT: %[[R2:[0-9]+]] = "arith.constant"() <{value = 4295081988 : i64}> : () -> i64
// CHECK-NEXT: %[[F0:[0-9]+]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F0]], %[[R1]], %[[R2]]) <{callee = @__ts_gemmini_insn}> : (i64, i64, i64) -> ()
// CHECK-NEXT: %[[D1:[0-9]+]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: %[[D2:[0-9]+]] = "arith.constant"() <{value = 1 : i64}> : () -> i64
// CHECK-NEXT: %[[F4:[0-9]+]] = "arith.constant"() <{value = 4 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F4]], %[[D1]], %[[D2]]) <{callee = @__ts_gemmini_insn}>
// CHECK-NEXT: %[[S1:[0-9]+]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: %[[S2:[0-9]+]] = "arith.constant"() <{value = 34359738369 : i64}> : () -> i64
// CHECK-NEXT: %[[F5:[0-9]+]] = "arith.constant"() <{value = 5 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F5]], %[[S1]], %[[S2]]) <{callee = @__ts_gemmini_insn}>
// CHECK-NEXT: %[[G:[0-9]+]] = "memref.get_global"() <{name = @IDX_spad}> : () -> memref<4x8xi32, 1>
// CHECK-NEXT: %[[GA:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[G]])
// CHECK-NEXT: %[[GA64:[0-9]+]] = "arith.index_cast"(%[[GA]]) : (index) -> i64
// CHECK-NEXT: %[[C4:[0-9]+]] = "arith.constant"() <{value = 262152 : i64}> : () -> i64
// CHECK-NEXT: %[[F6:[0-9]+]] = "arith.constant"() <{value = 6 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F6]], %[[GA64]], %[[C4]]) <{callee = @__ts_gemmini_insn}>
// CHECK-NEXT: %[[F2:[0-9]+]] = "arith.constant"() <{value = 2 : i64}> : () -> i64
// CHECK-NEXT: "func.call"(%[[F2]], %[[DRAM]], %[[SPAD]]) <{callee = @__ts_gemmini_insn}> : (i64, i64, i64) -> ()
// CHECK-NEXT: "func.return"

// Two MVOUTs, padding 0 then 1: identical words (config type 3).
// CHECK-LABEL: sym_name = "padding"
// CHECK: "arith.constant"() <{value = 281479271940104 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295409668 : i64}>
// CHECK: "arith.constant"() <{value = 34359738369 : i64}>
// CHECK: "arith.constant"() <{value = 34359738369 : i64}>
// CHECK: %[[P3:[0-9]+]] = "arith.constant"() <{value = 3 : i64}>
// CHECK-NEXT: "func.call"(%[[P3]], %{{[0-9]+}}, %{{[0-9]+}}) <{callee = @__ts_gemmini_insn}>
// CHECK: "arith.constant"() <{value = 281479271940104 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295409668 : i64}>
// CHECK: "arith.constant"() <{value = 34359738369 : i64}>
// CHECK: "arith.constant"() <{value = 34359738369 : i64}>
// CHECK: %[[Q3:[0-9]+]] = "arith.constant"() <{value = 3 : i64}>
// CHECK-NEXT: "func.call"(%[[Q3]], %{{[0-9]+}}, %{{[0-9]+}}) <{callee = @__ts_gemmini_insn}>
// CHECK-NEXT: "func.return"
// CHECK-NOT: llvm.inline_asm
// CHECK: "func.func"() <{function_type = (i64, i64, i64) -> (), sym_name = "__ts_gemmini_insn", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NOT: __ts_gemmini_insn"
