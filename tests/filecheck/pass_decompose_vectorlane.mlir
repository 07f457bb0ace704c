// RUN: --passes=decompose-transfer --vectorlane=64 --emit=mlir
// --vectorlane changes the lane banking of a peel: with 64 lanes and
// vlane_stride 2 the 256-wide split axis needs ceil(256 / 128) = 2 blocks
// per lane, 4 elements, so peeled dim 0 moves by 2048 // 256 * 4 = 32.
"builtin.module"() ({
  "memref.global"() <{sym_name = "buf0_spad", sym_visibility = "public", type = memref<2x2x2x2x256xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<131072xf32>, index) -> (), sym_name = "peel"}> ({
  ^bb0(%arg0: memref<131072xf32>, %dram_idx: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %vst = "arith.constant"() <{value = 2 : index}> : () -> index
    %spad = "memref.get_global"() <{name = @buf0_spad}> : () -> memref<2x2x2x2x256xf32, 1>
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %dram_idx, %spad, %c0, %tag, %c2, %vst) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [32768, 8192, 2048, 512, 1], tile_stride = [2048, 1024, 512, 256, 1], padding = 0 : i64} : (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: #map = affine_map<(d0) -> (d0 * 32)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 + d1 * 32768)>
// CHECK: "affine.apply"(%arg2) <{map = #map}>
