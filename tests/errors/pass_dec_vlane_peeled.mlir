// RUN: --passes=decompose-transfer --emit=mlir
// Effective rank 5 with the vlane axis (0) among the peeled dims: the lane
// banking cannot follow a peeled axis (transfer.md §2.4.2).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<131072xf32>, %i: index, %spad: memref<2x2x2x2x256xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %spad, %c0, %tag, %c2, %c2) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [32768, 8192, 2048, 512, 1], tile_stride = [2048, 1024, 512, 256, 1], padding = 0 : i64} : (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
