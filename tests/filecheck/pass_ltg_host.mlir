// RUN: --dma=descriptor --host-model --passes=lower-transfer-to-gemmini --emit=mlir
// --host-model on the descriptor path: the same descriptor and addresses, each
// instruction a call of @__ts_gemmini_insn (CONFIG_DESC is funct7 7), declared
// once at the module's end.
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<8xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<8xf32>) -> (), sym_name = "kernel"}> ({
  ^bb0(%x: memref<8xf32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c14 = "arith.constant"() <{value = 14 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %s = "memref.get_global"() <{name = @X_spad}> : () -> memref<8xf32, 1>
    "togsim.transfer"(%x, %c0, %s, %c0, %t, %c0, %c14, %c1) {dma_kind = "MVIN", dram_stride = [1], padding = 0 : i64, tile_stride = [1], vlane_split_axis = 0 : i64} : (memref<8xf32>, index, memref<8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// Rank 1: [1, 1, 1, 8], vsa4 3, MVIN3 is config type 2:
//   slot 14 = 4 + 65536 + 12884901888 + 2199023255552 = 2211908222980
// CHECK: dense<[4294967297, 34359738369, 0, 0, 4294967297, 34359738369, 0, 0, 0, 1, 0, 0, 0, 1, 2211908222980, 0, 0, 0]> : tensor<18xi64>
// The unused zero of [0] * (rank - 1), as PyTorchSim makes it:
// CHECK: "memref.alloc"
// CHECK-NEXT: "memref.get_global"() <{name = @X_spad}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK: %[[F7:.*]] = "arith.constant"() <{value = 7 : i64}>
// CHECK-NEXT: "func.call"(%[[F7]], %{{.*}}, %{{.*}}) <{callee = @__ts_gemmini_insn}> : (i64, i64, i64) -> ()
// CHECK-NEXT: %[[F14:.*]] = "arith.constant"() <{value = 14 : i64}>
// CHECK-NEXT: "func.call"(%[[F14]], %{{.*}}, %{{.*}}) <{callee = @__ts_gemmini_insn}>
// CHECK-NOT: inline_asm
// CHECK: "func.func"() <{function_type = (i64, i64, i64) -> (), sym_name = "__ts_gemmini_insn", sym_visibility = "private"}>
