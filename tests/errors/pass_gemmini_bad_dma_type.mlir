// RUN: --passes=lower-dma-to-gemmini --emit=mlir
// dma_type 5 is none of MVIN/MVIN2/MVIN3/MVOUT.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64xf32>, index, memref<8x8xf32, 1>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<64xf32>, %i: index, %s: memref<8x8xf32, 1>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c5 = "arith.constant"() <{value = 5 : index}> : () -> index
    %t = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dma_start"(%arg0, %i, %s, %c0, %c0, %c5, %t, %c0, %c1, %c1) {dram_stride = [8, 1], sram_stride = [8, 1]} : (memref<64xf32>, index, memref<8x8xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
