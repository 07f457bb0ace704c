// RUN: --dma=descriptor --passes=lower-transfer-to-gemmini --emit=mlir
// A mask on an axis the peel turns into a loop (pipeline.md §6.1): the descriptor clamps only its 4 axes.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<131072xf32>, memref<2x2x2x2x256xf32, 1>, index) -> (), sym_name = "f"}> ({
  ^bb0(%x: memref<131072xf32>, %s: memref<2x2x2x2x256xf32, 1>, %hi: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%x, %c0, %s, %c0, %t, %c0, %c2, %c1, %c0, %hi) {dma_kind = "MVIN", dram_stride = [32768, 8192, 2048, 512, 1], masked_axes = [0], masked_fill = 0 : i64, padding = 0 : i64, tile_stride = [2048, 1024, 512, 256, 1], vlane_split_axis = 4 : i64} : (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
