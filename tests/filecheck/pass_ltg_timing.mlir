// RUN: --dma=descriptor --timing --emit=mlir --passes=default
// --timing on the descriptor path: every togsim.transfer and togsim.wait is
// erased, no descriptor global is made; decompose-transfer does not run (its
// gate is closed under --dma=descriptor), so no memref.dma_start appears.
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<4x8xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<128xf32>) -> (), sym_name = "kernel"}> ({
  ^bb0(%x: memref<128xf32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %c7 = "arith.constant"() <{value = 7 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %s = "memref.get_global"() <{name = @X_spad}> : () -> memref<4x8xf32, 1>
    "togsim.transfer"(%x, %c0, %s, %c0, %t, %c0, %c2, %c2, %c0, %c7) {dma_kind = "MVIN", dram_stride = [16, 1], masked_axes = [1], masked_fill = 0 : i64, padding = 0 : i64, tile_stride = [8, 1], vlane_split_axis = 1 : i64} : (memref<128xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index, index, index) -> ()
    "togsim.wait"(%t, %c0, %c2) : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "memref.global"() <{sym_name = "X_spad"
// CHECK-NOT: dma_desc
// CHECK-NOT: togsim
// CHECK-NOT: dma_start
// CHECK-NOT: inline_asm
// CHECK: "func.return"
