// RUN: --passes=decompose-transfer --emit=mlir
// Neither layout B (7 operands) nor layout C (8).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<720xf32>, index, memref<2x4x2xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<720xf32>, %i: index, %spad: memref<2x4x2xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "togsim.transfer"(%arg0, %i, %spad, %c0) {dma_kind = "MVIN", vlane_split_axis = 2 : i64, dram_stride = [30, 120, 360], tile_stride = [8, 2, 1]} : (memref<720xf32>, index, memref<2x4x2xf32, 1>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
