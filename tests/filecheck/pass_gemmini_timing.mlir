// RUN: --passes=lower-dma-to-gemmini --timing --emit=mlir
// --timing (the gem5 build, lowering.md §3.4): every dma_start and
// dma_wait is erased and nothing is emitted; the tags lose their uses and go.
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<256x256xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<65536xf32>, index) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<65536xf32>, %i: index):
    %0 = "memref.get_global"() <{name = @X_spad}> : () -> memref<256x256xf32, 1>
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%arg0, %i, %0, %c0, %c0, %c2, %t, %c0, %c1, %c1) {async = true, dram_stride = [256, 1], sram_stride = [1, 256], subtile_size = [256, 256]} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%t, %c0, %c1) : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: ^bb0(%arg0: memref<65536xf32>, %arg1: index):
// CHECK-NEXT: "memref.get_global"
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 2 : index}>
// CHECK-NEXT: "func.return"
// CHECK-NOT: inline_asm
