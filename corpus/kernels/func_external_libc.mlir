// Calls to external functions declared in the module (libc abs, labs): a private declaration lowered to an LLVM declaration.
func.func private @abs(i32) -> i32
func.func private @labs(i64) -> i64
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %m = arith.constant 1073741823 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x0 = memref.load %a[%i] : memref<16xi32>
    %x = arith.andi %x0, %m : i32
    %k = arith.constant 500000000 : i32
    %xs = arith.subi %x, %k : i32
    %r = func.call @abs(%xs) : (i32) -> i32
    memref.store %r, %a[%i] : memref<16xi32>
    %y0 = memref.load %b[%i] : memref<16xi64>
    %kk = arith.constant 72057594037927936 : i64
    %y = arith.subi %y0, %kk : i64
    %s = func.call @labs(%y) : (i64) -> i64
    memref.store %s, %b[%i] : memref<16xi64>
  }
  return
}
