// RUN: --stop-after=loop-padding --print-ir-after-all --emit=mlir
// A module that already has @wrapper_kernel went through loop padding
// (PyTorchSim's K_padded.mlir or K_custom.mlir, like the fixture): the
// default pipeline does not pad it again.  --stop-after=loop-padding then
// writes the module as it came (no pass ran: nothing is dumped).
memref.global @s_spad : memref<64xf32, 1>
func.func @kernel(%x: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  %s = memref.get_global @s_spad : memref<64xf32, 1>
  affine.for %i = 0 to 128 step 64 {
    memref.dma_start %x[%i], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<128xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  }
  return
}
func.func @wrapper_kernel(%x: memref<100xf32>) {
  %z = arith.constant 0.0 : f32
  %b = memref.alloc() : memref<128xf32>
  linalg.fill ins(%z : f32) outs(%b : memref<128xf32>)
  call @kernel(%b) : (memref<128xf32>) -> ()
  return
}

// CHECK-NOT: IR Dump After
// CHECK: sym_name = "kernel"
// CHECK: "memref.dma_start"
// CHECK: sym_name = "wrapper_kernel"
// CHECK-NOT: sym_name = "wrapper_kernel"
