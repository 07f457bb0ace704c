// RUN: --passes=decompose-transfer --emit=mlir
// A DRAM index still computed with floordiv/mod (axis split did not
// linearise the view): non-affine residue, no relayout.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<720xf32>, %iv: index, %spad: memref<1x1x2x4x2xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %d = "affine.apply"(%iv) <{map = affine_map<(d0) -> ((d0 floordiv 6) * 120 + d0 mod 6)>}> : (index) -> index
    %didx = "affine.apply"(%d, %iv) <{map = affine_map<(d0, d1) -> (d0 + d1 * 2)>}> : (index, index) -> index
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %didx, %spad, %c0, %tag, %c2, %c2) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [1, 6, 30, 120, 360], tile_stride = [16, 16, 8, 2, 1], padding = 0 : i64} : (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
