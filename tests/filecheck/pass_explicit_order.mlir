// RUN: --passes=decompose-transfer,lower-dma-to-gemmini --emit=mlir
// An explicit --passes list runs exactly those passes, in that order, with
// no trigger check: the peel's dma_start is lowered inside the loop nest
// (subview address = its buffer's aligned pointer + the slice offset).
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

// CHECK: "affine.for"
// CHECK: %[[SUB:[0-9]+]] = "memref.subview"
// CHECK-NEXT: %[[SOFF:[0-9]+]] = "affine.apply"
// CHECK-NEXT: %[[DIDX:[0-9]+]] = "affine.apply"
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 3 : index}>
// CHECK-NEXT: "memref.extract_aligned_pointer_as_index"(%arg0)
// CHECK-NEXT: "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: "arith.muli"(%[[DIDX]]
// CHECK: "memref.extract_aligned_pointer_as_index"(%[[SUB]]) : (memref<2x2x2x256xf32, strided<[1024, 512, 256, 1]>, 1>) -> index
// CHECK-NEXT: "arith.constant"() <{value = 1024 : index}>
// CHECK-NEXT: "arith.muli"(%[[Z]]
// CHECK-NEXT: "arith.constant"() <{value = 512 : index}>
// CHECK-NEXT: "arith.muli"(%[[Z]]
// CHECK-NEXT: "arith.addi"
// CHECK-NEXT: "arith.constant"() <{value = 256 : index}>
// CHECK-NEXT: "arith.muli"(%[[Z]]
// CHECK-NEXT: "arith.addi"
// CHECK-NEXT: "arith.addi"(%{{[0-9]+}}, %[[SOFF]])
// CHECK: "arith.constant"() <{value = 562958543487232 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 8589983748 : i64}>
// CHECK: "arith.constant"() <{value = 35184372090880 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 2199023255553 : i64}>
// CHECK: "arith.constant"() <{value = 4398046511616 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 1099511627777 : i64}>
// CHECK: ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1"
// CHECK-NEXT: "affine.yield"
// CHECK-NOT: "memref.alloc"
