// RUN: --passes=decompose-transfer --emit=mlir
// transfer.md §1.4 Ex. 3: a masked MVOUT (layout C + one (low, high) pair).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2048xf32>, memref<1x2x8x8xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg1: memref<2048xf32>, %s: memref<1x2x8x8xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %c7 = "arith.constant"() <{value = 7 : index}> : () -> index
    %alloc = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg1, %c0, %s, %c0, %alloc, %c0, %c3, %c1, %c0, %c7) {dma_kind = "MVOUT", dram_stride = [128, 64, 8, 1], masked_axes = [2], masked_fill = 0 : i64, tile_stride = [128, 64, 8, 1], vlane_split_axis = 3 : i64} : (memref<2048xf32>, index, memref<1x2x8x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
