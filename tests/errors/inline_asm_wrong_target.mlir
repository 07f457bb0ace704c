// RUN: --target=riscv64 --emit=obj
// An x86 instruction in an inline asm string, compiled for riscv64: LLVM's
// assembler rejects it while emitting the object; the error is the op's.
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<16xi32>
  %y = llvm.inline_asm "movl $1, $0", "=r,r" %x : (i32) -> i32
  memref.store %y, %a[%c0] : memref<16xi32>
  return
}
