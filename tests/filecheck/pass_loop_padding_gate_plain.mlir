// RUN: --passes=default --print-ir-after-all --emit=mlir
// The default pipeline runs loop-padding only on PyTorchSim kernels (a
// @kernel and a memref.dma_start): this plain kernel's loop (0 to 10
// step 4) is left as it is and no @wrapper_kernel appears, so the plain
// kernels of make check-diff keep their output.
func.func @kernel(%x: memref<12xf32>) {
  affine.for %i = 0 to 10 step 4 {
    %v = affine.load %x[%i] : memref<12xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %x[%i] : memref<12xf32>
  }
  return
}

// CHECK-NOT: IR Dump After loop-padding
// CHECK-NOT: wrapper_kernel
// CHECK: "builtin.module"
// CHECK: upperBoundMap = #{{map[0-9]*}}}>
// CHECK-NOT: wrapper_kernel
