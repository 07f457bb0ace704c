// RUN: --passes=decompose-transfer --emit=mlir
// decompose-transfer (transfer.md §1.4 Ex. 5 and §2.4.0-2.4.1, "v5"):
// raw rank <= 4 goes through unchanged, effective rank <= 4 squeezes the
// unit dims with memref.collapse_shape and renumbers the vlane axis.
"builtin.module"() ({
  "memref.global"() <{sym_name = "spad5", sym_visibility = "public", type = memref<1x1x2x4x2xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "spad4", sym_visibility = "public", type = memref<1x8x1x16xf16, 1>}> : () -> ()
  "memref.global"() <{sym_name = "spad7", sym_visibility = "public", type = memref<1x1x1x2x4x1x1xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "ones", sym_visibility = "public", type = memref<1x1x1x1x1xi32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "spad3", sym_visibility = "public", type = memref<4x8x16xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "idx_spad", sym_visibility = "public", type = memref<16xi32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<720xf32>, memref<720xf32>, index, index) -> (), sym_name = "permute"}> ({
  ^bb0(%arg0: memref<720xf32>, %arg1: memref<720xf32>, %apply0: index, %apply1: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %vst = "arith.constant"() <{value = 1 : index}> : () -> index
    %spad0 = "memref.get_global"() <{name = @spad5}> : () -> memref<1x1x2x4x2xf32, 1>
    %alloc0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %apply0, %spad0, %c0, %alloc0, %c2, %vst) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [1, 6, 30, 120, 360], tile_stride = [16, 16, 8, 2, 1], padding = 0 : i64} : (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
    %alloc1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg1, %apply1, %spad0, %c0, %alloc1, %c3, %vst) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [120, 24, 6, 2, 1], tile_stride = [16, 16, 8, 2, 1], padding = 0 : i64} : (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xf16>, index) -> (), sym_name = "direct"}> ({
  ^bb0(%arg0: memref<2048xf16>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %vst = "arith.constant"() <{value = 2 : index}> : () -> index
    %s = "memref.get_global"() <{name = @spad4}> : () -> memref<1x8x1x16xf16, 1>
    %t0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %s, %c0, %t0, %c1, %vst) {async = 1 : i64, dma_kind = "MVIN", dram_stride = [0, 16, 0, 1], padding = 1 : i64, subtile_size = [1, 4, 1, 16], tile_stride = [128, 16, 16, 1], vlane_split_axis = 1 : i64} : (memref<2048xf16>, index, memref<1x8x1x16xf16, 1>, index, memref<1xi32>, index, index) -> ()
    %t1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %s, %c0, %t1, %c1, %vst) {dma_kind = "MVIN", dram_stride = [0, 16, 0, 1], padding = 0 : i64, subtile_size = [1, 4, 1, 16], tile_stride = [128, 16, 16, 1], vlane_split_axis = 3 : i64} : (memref<2048xf16>, index, memref<1x8x1x16xf16, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64xf32>, index) -> (), sym_name = "squeeze"}> ({
  ^bb0(%arg0: memref<64xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %s = "memref.get_global"() <{name = @spad7}> : () -> memref<1x1x1x2x4x1x1xf32, 1>
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %s, %c0, %t, %c3, %c2) {dma_kind = "MVOUT", dram_stride = [64, 64, 64, 4, 1, 7, 9], padding = 0 : i64, tile_stride = [8, 8, 8, 4, 1, 1, 1], vlane_split_axis = 6 : i64} : (memref<64xf32>, index, memref<1x1x1x2x4x1x1xf32, 1>, index, memref<1xi32>, index, index) -> ()
    %o = "memref.get_global"() <{name = @ones}> : () -> memref<1x1x1x1x1xi32, 1>
    "togsim.transfer"(%arg0, %i, %o, %c0, %t, %c2, %c2) {dma_kind = "MVIN", dram_stride = [5, 4, 3, 2, 1], padding = 0 : i64, tile_stride = [1, 1, 1, 1, 1], vlane_split_axis = 2 : i64} : (memref<64xf32>, index, memref<1x1x1x1x1xi32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4096xf32>, index) -> (), sym_name = "layout_c_indirect"}> ({
  ^bb0(%arg0: memref<4096xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c14 = "arith.constant"() <{value = 14 : index}> : () -> index
    %s = "memref.get_global"() <{name = @spad3}> : () -> memref<4x8x16xf32, 1>
    %off = "memref.get_global"() <{name = @idx_spad}> : () -> memref<16xi32, 1>
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %s, %c0, %t, %c1, %c14, %c1, %off) {dma_kind = "MVIN", dram_stride = [1024, 64, 1], indirect = true, offset_stride = 64 : i64, padding = 0 : i64, tile_stride = [128, 16, 1], vlane_split_axis = 2 : i64} : (memref<4096xf32>, index, memref<4x8x16xf32, 1>, index, memref<1xi32>, index, index, index, memref<16xi32, 1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// Ex. 5: MVIN and MVOUT of the 5-D permute, tile 1x1x2x4x2 -> 2x4x2.
// CHECK-LABEL: sym_name = "permute"
// CHECK: ^bb0(%[[A0:arg[0-9]+]]: memref<720xf32>, %[[A1:arg[0-9]+]]: memref<720xf32>, %[[I0:arg[0-9]+]]: index, %[[I1:arg[0-9]+]]: index):
// CHECK-NEXT: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C2:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: %[[C3:[0-9]+]] = "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: %[[VST:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[SP:[0-9]+]] = "memref.get_global"() <{name = @spad5}>
// CHECK-NEXT: %[[T0:[0-9]+]] = "memref.alloc"()
// CHECK-NEXT: %[[CS0:[0-9]+]] = "memref.collapse_shape"(%[[SP]]) <{reassociation = {{\[\[0, 1, 2\], \[3\], \[4\]\]}}}> : (memref<1x1x2x4x2xf32, 1>) -> memref<2x4x2xf32, 1>
// CHECK-NEXT: %[[VSA0:[0-9]+]] = "arith.constant"() <{value = 2 : index}> : () -> index
// CHECK-NEXT: "memref.dma_start"(%[[A0]], %[[I0]], %[[CS0]], %[[C0]], %[[C0]], %[[C0]], %[[C2]], %[[T0]], %[[C0]], %[[VSA0]], %[[VST]]) {dram_stride = [30, 120, 360], padding = 0 : i64, sram_stride = [8, 2, 1]} : (memref<720xf32>, index, memref<2x4x2xf32, 1>, index, index, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NEXT: %[[T1:[0-9]+]] = "memref.alloc"()
// CHECK-NEXT: %[[CS1:[0-9]+]] = "memref.collapse_shape"(%[[SP]]) <{reassociation = {{\[\[0, 1, 2\], \[3\], \[4\]\]}}}> : (memref<1x1x2x4x2xf32, 1>) -> memref<2x4x2xf32, 1>
// CHECK-NEXT: %[[VSA1:[0-9]+]] = "arith.constant"() <{value = 2 : index}> : () -> index
// CHECK-NEXT: "memref.dma_start"(%[[CS1]], %[[C0]], %[[C0]], %[[C0]], %[[A1]], %[[I1]], %[[C3]], %[[T1]], %[[C0]], %[[VSA1]], %[[VST]]) {dram_stride = [6, 2, 1], padding = 0 : i64, sram_stride = [8, 2, 1]} : (memref<2x4x2xf32, 1>, index, index, index, memref<720xf32>, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NEXT: "func.return"

// Raw rank 4: the original memref, unit dims kept, one index per dim;
// subtile_size/async are carried only together (v5).
// CHECK-LABEL: sym_name = "direct"
// CHECK: ^bb0(%[[A:arg[0-9]+]]: memref<2048xf16>, %[[I:arg[0-9]+]]: index):
// CHECK-NEXT: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C1:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[VST:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: %[[S:[0-9]+]] = "memref.get_global"
// CHECK-NEXT: %[[T0:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: %[[V0:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "memref.dma_start"(%[[A]], %[[I]], %[[S]], %[[C0]], %[[C0]], %[[C0]], %[[C0]], %[[C1]], %[[T0]], %[[C0]], %[[V0]], %[[VST]]) {async = 1 : i64, dram_stride = [0, 16, 0, 1], padding = 1 : i64, sram_stride = [128, 16, 16, 1], subtile_size = [1, 4, 1, 16]} : (memref<2048xf16>, index, memref<1x8x1x16xf16, 1>, index, index, index, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NEXT: %[[T1:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: %[[V1:[0-9]+]] = "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: "memref.dma_start"(%[[A]], %[[I]], %[[S]], %[[C0]], %[[C0]], %[[C0]], %[[C0]], %[[C1]], %[[T1]], %[[C0]], %[[V1]], %[[VST]]) {dram_stride = [0, 16, 0, 1], padding = 0 : i64, sram_stride = [128, 16, 16, 1]} : (memref<2048xf16>, index, memref<1x8x1x16xf16, 1>, index, index, index, index, index, memref<1xi32>, index, index, index) -> ()

// Trailing unit dims join the last group and the kept dim is the group's
// non-unit one (v5's fix: strides [4, 1], not [4, 9]); the unit vlane
// axis 6 lands in group 1.  All ones: one group, target [1].
// CHECK-LABEL: sym_name = "squeeze"
// CHECK: %[[CS:[0-9]+]] = "memref.collapse_shape"(%{{[0-9]+}}) <{reassociation = {{\[\[0, 1, 2, 3\], \[4, 5, 6\]\]}}}> : (memref<1x1x1x2x4x1x1xf32, 1>) -> memref<2x4xf32, 1>
// CHECK-NEXT: %[[V:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "memref.dma_start"(%[[CS]], %{{[0-9]+}}, %{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}, {{.*}}, %[[V]], %{{[0-9]+}}) {dram_stride = [4, 1], padding = 0 : i64, sram_stride = [4, 1]} : (memref<2x4xf32, 1>, index, index, memref<64xf32>, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK: "memref.collapse_shape"(%{{[0-9]+}}) <{reassociation = {{\[\[0, 1, 2, 3, 4\]\]}}}> : (memref<1x1x1x1x1xi32, 1>) -> memref<1xi32, 1>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "memref.dma_start"({{.*}}) {dram_stride = [1], padding = 0 : i64, sram_stride = [1]} : (memref<64xf32>, index, memref<1xi32, 1>, index, index, memref<1xi32>, index, index, index) -> ()

// Layout C (tag_idx operand) with an indirect offset buffer: the
// get_global's symbol becomes indirect_offset, offset_stride is copied.
// CHECK-LABEL: sym_name = "layout_c_indirect"
// CHECK: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C1:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[C14:[0-9]+]] = "arith.constant"() <{value = 14 : index}>
// CHECK-NEXT: %[[S:[0-9]+]] = "memref.get_global"() <{name = @spad3}>
// CHECK-NEXT: "memref.get_global"() <{name = @idx_spad}>
// CHECK-NEXT: %[[T:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: %[[V:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: "memref.dma_start"(%arg0, %arg1, %[[S]], %[[C0]], %[[C0]], %[[C0]], %[[C14]], %[[T]], %[[C1]], %[[V]], %[[C1]]) {dram_stride = [1024, 64, 1], indirect_offset = @idx_spad, offset_stride = 64 : i64, padding = 0 : i64, sram_stride = [128, 16, 1]} : (memref<4096xf32>, index, memref<4x8x16xf32, 1>, index, index, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NOT: togsim.transfer
