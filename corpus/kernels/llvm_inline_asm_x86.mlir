// llvm.inline_asm (x86-64 AT&T syntax, host-only): a register move and a rotate, both pure.
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = llvm.inline_asm "movl $1, $0", "=r,r" %x : (i32) -> i32
    %z = llvm.inline_asm "roll $$5, $0", "=r,0" %y : (i32) -> i32
    memref.store %z, %a[%i] : memref<16xi32>
  }
  return
}
