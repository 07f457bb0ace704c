// RUN: --dma=descriptor --passes=peel-transfer --vectorlane=128 --emit=mlir
// peel-transfer (pipeline.md §6.1): togsim.transfer stays togsim.transfer.
//  1. raw rank <= 4: untouched.
//  2. [1, 1, 2, 4, 2] (transfer.md §1.4 Ex. 5, 3 effective dims): collapse
//     [[0, 1, 2], [3], [4]] to 2x4x2; the lists at the kept dims 2, 3, 4;
//     vlane axis 4 -> group 2; masked axis 1 -> group 0, axis 3 -> group 1.
//  3. [2, 2, 2, 2, 256] (Ex. 6, 5 effective dims, vlane_stride 2): dim 0 peeled
//     into an affine.for {inner_loop = true}; the slice's SRAM offset
//     iv * (2048 // 256 * 2) = iv * 16 is the new sram_idx, the DRAM index
//     d0 + iv * 32768; vlane axis 4 -> 3; the mask on axis 2 -> 1;
//     subtile_size/async, indirect/offset_stride, accumulate, acc_float copied.
"builtin.module"() ({
  "memref.global"() <{sym_name = "A_spad", type = memref<4x8xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "B_spad", type = memref<1x1x2x4x2xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "C_spad", type = memref<2x2x2x2x256xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "O_spad", type = memref<2x2x2x2x256xi32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<131072xf32>, index, index, index) -> (), sym_name = "kernel"}> ({
  ^bb0(%x: memref<131072xf32>, %d: index, %lo: index, %hi: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %a = "memref.get_global"() <{name = @A_spad}> : () -> memref<4x8xf32, 1>
    %b = "memref.get_global"() <{name = @B_spad}> : () -> memref<1x1x2x4x2xf32, 1>
    %s = "memref.get_global"() <{name = @C_spad}> : () -> memref<2x2x2x2x256xf32, 1>
    %o = "memref.get_global"() <{name = @O_spad}> : () -> memref<2x2x2x2x256xi32, 1>
    "togsim.transfer"(%x, %d, %a, %c0, %t, %c0, %c2, %c2) {dma_kind = "MVIN", dram_stride = [16, 1], padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<131072xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "togsim.transfer"(%x, %d, %b, %c0, %t, %c0, %c2, %c2, %lo, %hi, %c0, %c2) {dma_kind = "MVIN", dram_stride = [1, 6, 30, 120, 360], masked_axes = [1, 3], masked_fill = 5 : i64, padding = 0 : i64, tile_stride = [16, 16, 8, 2, 1], vlane_split_axis = 4 : i64} : (memref<131072xf32>, index, memref<1x1x2x4x2xf32, 1>, index, memref<1xi32>, index, index, index, index, index, index, index) -> ()
    "togsim.transfer"(%x, %d, %s, %c0, %t, %c0, %c3, %c2, %o, %lo, %hi) {acc_float = true, accumulate = true, async = 1 : i64, dma_kind = "MVOUT", dram_stride = [32768, 8192, 2048, 512, 1], indirect = true, masked_axes = [2], masked_fill = 0 : i64, offset_stride = 4 : i64, padding = 0 : i64, subtile_size = [2, 2, 2, 2, 128], tile_stride = [2048, 1024, 512, 256, 1], vlane_split_axis = 4 : i64} : (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>, index, memref<1xi32>, index, index, index, memref<2x2x2x2x256xi32, 1>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-DAG: #[[SOFF:.*]] = affine_map<(d0) -> (d0 * 16)>
// CHECK-DAG: #[[DIDX:.*]] = affine_map<(d0, d1) -> (d0 + d1 * 32768)>
// CHECK: ^bb0(%arg0: memref<131072xf32>, %arg1: index, %arg2: index, %arg3: index):
// CHECK: "togsim.transfer"(%arg0, %arg1, %{{.*}}, %0, %3, %0, %1, %1) {dma_kind = "MVIN", dram_stride = [16, 1], padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<131072xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NEXT: %[[CS:.*]] = "memref.collapse_shape"(%5) <{reassociation = {{\[}}[0, 1, 2], [3], [4]]}> : (memref<1x1x2x4x2xf32, 1>) -> memref<2x4x2xf32, 1>
// CHECK-NEXT: "togsim.transfer"(%arg0, %arg1, %[[CS]], %0, %3, %0, %1, %1, %arg2, %arg3, %0, %1) {dma_kind = "MVIN", dram_stride = [30, 120, 360], masked_axes = [0, 1], masked_fill = 5 : i64, padding = 0 : i64, tile_stride = [8, 2, 1], vlane_split_axis = 2 : i64}
// CHECK-NEXT: "affine.for"()
// CHECK-NEXT: ^bb0(%[[IV:.*]]: index):
// CHECK-NEXT: %[[SUB:.*]] = "memref.subview"(%6) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 2, 2, 256>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (memref<2x2x2x2x256xf32, 1>) -> memref<2x2x2x256xf32, strided<[1024, 512, 256, 1]>, 1>
// CHECK-NEXT: %[[S:.*]] = "affine.apply"(%[[IV]]) <{map = #[[SOFF]]}>
// CHECK-NEXT: %[[DI:.*]] = "affine.apply"(%arg1, %[[IV]]) <{map = #[[DIDX]]}>
// CHECK-NEXT: "togsim.transfer"(%arg0, %[[DI]], %[[SUB]], %[[S]], %3, %0, %2, %1, %7, %arg2, %arg3) {acc_float = true, accumulate = true, async = 1 : i64, dma_kind = "MVOUT", dram_stride = [8192, 2048, 512, 1], indirect = true, masked_axes = [1], masked_fill = 0 : i64, offset_stride = 4 : i64, padding = 0 : i64, subtile_size = [2, 2, 2, 128], tile_stride = [1024, 512, 256, 1], vlane_split_axis = 3 : i64}
// CHECK-NEXT: "affine.yield"
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
