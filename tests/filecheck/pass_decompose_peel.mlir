// RUN: --passes=decompose-transfer --emit=mlir
// decompose-transfer, effective rank > 4 (transfer.md §2.4.2(b), "v5"):
// the outer effective dims are peeled into an affine.for nest; each slice
// is a rank-reduced memref.subview, its lane-banked SRAM offset goes in the
// last SRAM index and the DRAM index is one affine.apply.
"builtin.module"() ({
  "memref.global"() <{sym_name = "buf0_spad", sym_visibility = "public", type = memref<2x2x2x2x256xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "buf1_spad", sym_visibility = "public", type = memref<2x3x1x2x2x2x300xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "buf2_spad", sym_visibility = "public", type = memref<1x2x2x2x2x8xi8, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<131072xf32>, index) -> (), sym_name = "peel_ex6"}> ({
  ^bb0(%arg0: memref<131072xf32>, %dram_idx: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %vst = "arith.constant"() <{value = 2 : index}> : () -> index
    %spad = "memref.get_global"() <{name = @buf0_spad}> : () -> memref<2x2x2x2x256xf32, 1>
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %dram_idx, %spad, %c0, %tag, %c2, %vst) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [32768, 8192, 2048, 512, 1], tile_stride = [2048, 1024, 512, 256, 1], padding = 0 : i64} : (memref<131072xf32>, index, memref<2x2x2x2x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1440000xf32>, index) -> (), sym_name = "peel_two_mvout"}> ({
  ^bb0(%arg0: memref<1440000xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %vst = "arith.constant"() <{value = 1 : index}> : () -> index
    %spad = "memref.get_global"() <{name = @buf1_spad}> : () -> memref<2x3x1x2x2x2x300xf32, 1>
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %spad, %c0, %tag, %c3, %vst) {dma_kind = "MVOUT", vlane_split_axis = 6 : i64, dram_stride = [720000, 240000, 0, 120000, 60000, 300, 1], tile_stride = [7200, 2400, 2400, 1200, 600, 300, 1], padding = 0 : i64} : (memref<1440000xf32>, index, memref<2x3x1x2x2x2x300xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4096xi8>, index) -> (), sym_name = "peel_unit_vlane"}> ({
  ^bb0(%arg0: memref<4096xi8>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %spad = "memref.get_global"() <{name = @buf2_spad}> : () -> memref<1x2x2x2x2x8xi8, 1>
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %spad, %c0, %tag, %c2, %c2) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [4096, 1024, 256, 64, 16, 1], tile_stride = [128, 64, 32, 16, 8, 1], padding = 0 : i64} : (memref<4096xi8>, index, memref<1x2x2x2x2x8xi8, 1>, index, memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// transfer.md §1.4 Ex. 6: 16 = 2048 // 256 * 2 (one lane block of 2).
// CHECK-DAG: #[[SOFF6:map[0-9]*]] = affine_map<(d0) -> (d0 * 16)>
// CHECK-DAG: #[[DIDX6:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1 * 32768)>
// CHECK-DAG: #[[ZERO:map[0-9]*]] = affine_map<() -> (0)>
// CHECK-DAG: #[[TWO:map[0-9]*]] = affine_map<() -> (2)>
// CHECK-DAG: #[[THREE:map[0-9]*]] = affine_map<() -> (3)>
// Two peeled dims of a 6-effective-dim MVOUT; the split axis (300) needs
// ceil(300 / 128) = 3 blocks per lane: 72 = 7200 // 300 * 3, 24 = 2400 // 300 * 3.
// CHECK-DAG: #[[SOFF7:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 72 + d1 * 24)>
// CHECK-DAG: #[[DIDX7:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 + d1 * 720000 + d2 * 240000)>
// A unit vlane axis is neither peeled nor kept: descriptor axis 0.
// CHECK-DAG: #[[SOFFU:map[0-9]*]] = affine_map<(d0) -> (d0 * 64)>
// CHECK-DAG: #[[DIDXU:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1 * 1024)>

// CHECK-LABEL: sym_name = "peel_ex6"
// CHECK: ^bb0(%[[A:arg[0-9]+]]: memref<131072xf32>, %[[I:arg[0-9]+]]: index):
// CHECK-NEXT: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C2:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: %[[VST:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: %[[SP:[0-9]+]] = "memref.get_global"
// CHECK-NEXT: %[[TAG:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #[[ZERO]], operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[IV:arg[0-9]+]]: index):
// CHECK-NEXT: %[[SUB:[0-9]+]] = "memref.subview"(%[[SP]]) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 2, 2, 256>, static_strides = array<i64: 1, 1, 1, 1, 1>}> : (memref<2x2x2x2x256xf32, 1>) -> memref<2x2x2x256xf32, strided<[1024, 512, 256, 1]>, 1>
// CHECK-NEXT: %[[SOFF:[0-9]+]] = "affine.apply"(%[[IV]]) <{map = #[[SOFF6]]}> : (index) -> index
// CHECK-NEXT: %[[DIDX:[0-9]+]] = "affine.apply"(%[[I]], %[[IV]]) <{map = #[[DIDX6]]}> : (index, index) -> index
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[VSA:[0-9]+]] = "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: "memref.dma_start"(%[[A]], %[[DIDX]], %[[SUB]], %[[Z]], %[[Z]], %[[Z]], %[[SOFF]], %[[C2]], %[[TAG]], %[[C0]], %[[VSA]], %[[VST]]) {dram_stride = [8192, 2048, 512, 1], padding = 0 : i64, sram_stride = [1024, 512, 256, 1]} : (memref<131072xf32>, index, memref<2x2x2x256xf32, strided<[1024, 512, 256, 1]>, 1>, index, index, index, index, index, memref<1xi32>, index, index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "func.return"

// CHECK-LABEL: sym_name = "peel_two_mvout"
// CHECK: ^bb0(%[[A:arg[0-9]+]]: memref<1440000xf32>, %[[I:arg[0-9]+]]: index):
// CHECK-NEXT: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C3:[0-9]+]] = "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: %[[VST:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[SP:[0-9]+]] = "memref.get_global"
// CHECK-NEXT: %[[TAG:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #[[ZERO]], operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[IV0:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #[[ZERO]], operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[THREE]]}> ({
// CHECK-NEXT: ^bb0(%[[IV1:arg[0-9]+]]: index):
// CHECK-NEXT: %[[SUB:[0-9]+]] = "memref.subview"(%[[SP]]) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0, 0, 0, 0>, static_sizes = array<i64: 1, 1, 1, 2, 2, 2, 300>, static_strides = array<i64: 1, 1, 1, 1, 1, 1, 1>}> : (memref<2x3x1x2x2x2x300xf32, 1>) -> memref<2x2x2x300xf32, strided<[1200, 600, 300, 1]>, 1>
// CHECK-NEXT: %[[SOFF:[0-9]+]] = "affine.apply"(%[[IV0]], %[[IV1]]) <{map = #[[SOFF7]]}>
// CHECK-NEXT: %[[DIDX:[0-9]+]] = "affine.apply"(%[[I]], %[[IV0]], %[[IV1]]) <{map = #[[DIDX7]]}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[VSA:[0-9]+]] = "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: "memref.dma_start"(%[[SUB]], %[[Z]], %[[Z]], %[[Z]], %[[SOFF]], %[[A]], %[[DIDX]], %[[C3]], %[[TAG]], %[[C0]], %[[VSA]], %[[VST]]) {dram_stride = [120000, 60000, 300, 1], padding = 0 : i64, sram_stride = [1200, 600, 300, 1]}
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()

// CHECK-LABEL: sym_name = "peel_unit_vlane"
// CHECK: "memref.subview"{{.*}} -> memref<2x2x2x8xi8, strided<[32, 16, 8, 1]>, 1>
// CHECK-NEXT: "affine.apply"(%arg{{[0-9]+}}) <{map = #[[SOFFU]]}>
// CHECK-NEXT: "affine.apply"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{map = #[[DIDXU]]}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[VSA:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "memref.dma_start"({{.*}}, %[[VSA]], %{{[0-9]+}}) {dram_stride = [256, 64, 16, 1], padding = 0 : i64, sram_stride = [32, 16, 8, 1]}
// CHECK-NOT: togsim.transfer
