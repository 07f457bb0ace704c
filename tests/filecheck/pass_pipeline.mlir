// RUN: --passes=default --print-ir-after-all --emit=mlir
// The default pipeline runs each pass whose trigger op occurs when its turn
// comes: decompose-transfer (togsim.transfer), lower-vlane-idx
// (torchsim.vlane_idx), loop-padding (a @kernel with the dma_start that
// decompose-transfer made: nothing to pad, it appends @wrapper_kernel,
// which returns @kernel's result), then lower-dma-to-gemmini on that
// dma_start.  simplify-affine has no affine.apply to work on and does not
// run.  --print-ir-after-all dumps after each pass (stderr).
"builtin.module"() ({
  "memref.global"() <{sym_name = "spad5", sym_visibility = "public", type = memref<1x1x2x4x2xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<720xf32>, index) -> vector<4xi64>, sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<720xf32>, %i: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %vst = "arith.constant"() <{value = 1 : index}> : () -> index
    %spad = "memref.get_global"() <{name = @spad5}> : () -> memref<1x1x2x4x2xf32, 1>
    %tag = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "togsim.transfer"(%arg0, %i, %spad, %c0, %tag, %c2, %vst) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [1, 6, 30, 120, 360], tile_stride = [16, 16, 8, 2, 1], padding = 0 : i64} : (memref<720xf32>, index, memref<1x1x2x4x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
    %v = "torchsim.vlane_idx"() {vlane_offset = 8 : i64} : () -> vector<4xi64>
    "func.return"(%v) : (vector<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: // -----// IR Dump After decompose-transfer //----- //
// CHECK: "memref.collapse_shape"
// CHECK: "memref.dma_start"
// CHECK: "torchsim.vlane_idx"
// CHECK: // -----// IR Dump After lower-vlane-idx //----- //
// CHECK: "memref.dma_start"
// CHECK: "vcix.v.i"
// CHECK: // -----// IR Dump After loop-padding //----- //
// CHECK: "func.func"() <{function_type = (memref<720xf32>, index) -> vector<4xi64>, sym_name = "wrapper_kernel"}>
// CHECK-NEXT: ^bb0(%arg0: memref<720xf32>, %arg1: index):
// CHECK-NEXT: %[[R:[0-9]+]] = "func.call"(%arg0, %arg1) <{callee = @kernel}> : (memref<720xf32>, index) -> vector<4xi64>
// CHECK-NEXT: "func.return"(%[[R]]) : (vector<4xi64>) -> ()
// CHECK-NOT: IR Dump After simplify-affine
// CHECK: // -----// IR Dump After lower-dma-to-gemmini //----- //
// CHECK-NOT: "memref.dma_start"
// The collapse_shape view's address is its buffer's aligned pointer; the
// descriptor is Ex. 5's 2x4x2 tile, vsa 2 + 1.
// CHECK: %[[CS:[0-9]+]] = "memref.collapse_shape"
// CHECK: "memref.extract_aligned_pointer_as_index"(%[[CS]]) : (memref<2x4x2xf32, 1>) -> index
// CHECK: "arith.constant"() <{value = 281483566907394 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295016452 : i64}>
// CHECK: "arith.constant"() <{value = 30 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 515396075880 : i64}>
// CHECK: "arith.constant"() <{value = 8 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 8589934593 : i64}>
// CHECK: ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1"
// CHECK: "vcix.v.i"
// The module printed on stdout is the last dump's.
// CHECK: "builtin.module"
// CHECK-NOT: "memref.alloc"
// CHECK-NOT: "togsim.transfer"
// CHECK: "llvm.inline_asm"
