// An inline asm string no assembler accepts: the JIT's compile reports it
// to the context's handler, and the run fails with it (LLVM's own handler
// would print it and exit the process).
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<16xi32>
  %y = llvm.inline_asm "nosuchinsn $0, $1", "=r,r" %x : (i32) -> i32
  memref.store %y, %a[%c0] : memref<16xi32>
  return
}
