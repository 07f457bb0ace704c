// RUN: --passes=decompose-transfer --emit=mlir
// A dram_stride entry that is not an integer stride: non-affine residue.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<720xf32>, index, memref<2x4x2xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<720xf32>, %i: index, %spad: memref<2x4x2xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %spad, %c0, %tag, %c2, %c2) {dma_kind = "MVIN", vlane_split_axis = 2 : i64, dram_stride = [30, "ModularIndexing(x, 6, 4)", 360], tile_stride = [8, 2, 1], padding = 0 : i64} : (memref<720xf32>, index, memref<2x4x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
