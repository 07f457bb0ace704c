// RUN: --target=riscv64 --emit=obj
// Two inline asm ops, one of which riscv64's assembler rejects: LLVM's
// message does not say which op it came from, so the error has no position.
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<16xi32>
  %y = llvm.inline_asm "mv $0, $1", "=r,r" %x : (i32) -> i32
  %z = llvm.inline_asm "roll $$5, $0", "=r,0" %y : (i32) -> i32
  memref.store %z, %a[%c0] : memref<16xi32>
  return
}
