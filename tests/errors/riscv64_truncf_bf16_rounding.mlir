// RUN: --target=riscv64 --emit=obj
// LLVM 19's RISC-V backend aborts on a constrained fptrunc to bfloat
// ("Cannot select: strict_fp_to_bf16"): a located error instead.
func.func @kernel(%a: memref<4xf32>, %b: memref<4xbf16>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = arith.truncf %x upward : f32 to bf16
  memref.store %y, %b[%c0] : memref<4xbf16>
  return
}
