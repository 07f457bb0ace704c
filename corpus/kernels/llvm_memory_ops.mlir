// llvm memory ops: llvm.alloca, llvm.store, llvm.load, llvm.getelementptr on a small stack array inside a kernel.
func.func @kernel(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x !llvm.array<8 x f32> : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    %ii = arith.index_cast %i : index to i64
    %seven = llvm.mlir.constant(7 : i64) : i64
    %j = llvm.sub %seven, %ii : i64
    %p = llvm.getelementptr %buf[0, %j] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
    llvm.store %x, %p : f32, !llvm.ptr
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = llvm.getelementptr %buf[0, %ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
    %x = llvm.load %p : !llvm.ptr -> f32
    %y = llvm.fmul %x, %x : f32
    memref.store %y, %a[%i] : memref<8xf32>
  }
  return
}
