// llvm.func defined in the module and called with llvm.call from the kernel; llvm.call_intrinsic of llvm.ctpop/llvm.umax.
llvm.func @poly(%x: i64) -> i64 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %a = llvm.mul %x, %c3 : i64
  %b = llvm.add %a, %c5 : i64
  llvm.return %b : i64
}
func.func @kernel(%a: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi64>
    %y = llvm.call @poly(%x) : (i64) -> i64
    %p = llvm.call_intrinsic "llvm.ctpop.i64"(%y) : (i64) -> i64
    %m = llvm.call_intrinsic "llvm.umax.i64"(%p, %x) : (i64, i64) -> i64
    memref.store %m, %a[%i] : memref<16xi64>
  }
  return
}
