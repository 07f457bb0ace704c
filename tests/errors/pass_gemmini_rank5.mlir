// RUN: --passes=lower-dma-to-gemmini --emit=mlir
// A 5-D scratchpad tile reaches the Gemmini lowering (decompose-transfer
// was skipped): the descriptor has 4 axes.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<720xf32>, %i: index, %s: memref<1x1x2x4x2xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%arg0, %i, %s, %c0, %c0, %c0, %c0, %c0, %c2, %t, %c0, %c1, %c1) {dram_stride = [1, 6, 30, 120, 360], sram_stride = [16, 16, 8, 2, 1]} : (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>, index, index, index, index, index, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
