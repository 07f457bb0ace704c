// RUN: --stop-after=loop-padding --print-ir-after-all --emit=mlir
// --stop-after=loop-padding: the default pipeline up to PyTorchSim's
// K_padded.mlir stage.  decompose-transfer makes the memref.dma_start,
// lower-vlane-idx has nothing to do, loop-padding appends @wrapper_kernel;
// simplify-affine and lower-dma-to-gemmini do not run.
memref.global @buf0_spad : memref<256xf32, 1>
func.func @kernel(%in_ptr0: memref<256xf32>) {
  %const0 = arith.constant 0 : index
  %const1 = arith.constant 2 : index
  %alloc0 = memref.alloc() : memref<1xi32>
  %spad0 = memref.get_global @buf0_spad : memref<256xf32, 1>
  affine.for %index0 = 0 to 256 step 256 {
    "togsim.transfer"(%in_ptr0, %index0, %spad0, %const0, %alloc0, %const0, %const1, %const1) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<256xf32>, index, memref<256xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  } {outer_loop = true}
  return
}

// CHECK: // -----// IR Dump After decompose-transfer //----- //
// CHECK-NOT: IR Dump After lower-vlane-idx
// CHECK: // -----// IR Dump After loop-padding //----- //
// CHECK-NOT: IR Dump After
// CHECK: "builtin.module"
// CHECK: "memref.dma_start"(%{{arg[0-9]+}}, %{{arg[0-9]+}}, {{.*}}) {dram_stride = [1], padding = 0 : i64, sram_stride = [1]}
// CHECK: "func.func"() <{function_type = (memref<256xf32>) -> (), sym_name = "wrapper_kernel"}>
// CHECK-NEXT: ^bb0(%arg0: memref<256xf32>):
// CHECK-NEXT: "func.call"(%arg0) <{callee = @kernel}>
// CHECK-NOT: llvm.inline_asm
