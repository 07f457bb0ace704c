// llvm dialect ops inside a func.func: llvm.mlir.constant, llvm.add/mul/xor, llvm.icmp + llvm.select, llvm.mlir.undef + insertvalue/extractvalue, llvm.mlir.zero.
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %k = llvm.mlir.constant(7 : i32) : i32
    %m = llvm.mul %x, %k : i32
    %s = llvm.add %m, %x : i32
    %z = llvm.mlir.zero : i32
    %p = llvm.icmp "slt" %s, %z : i32
    %ns = llvm.sub %z, %s : i32
    %r = llvm.select %p, %ns, %s : i1, i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %u1 = llvm.insertvalue %r, %u[0] : !llvm.struct<(i32, i32)>
    %u2 = llvm.insertvalue %x, %u1[1] : !llvm.struct<(i32, i32)>
    %e0 = llvm.extractvalue %u2[0] : !llvm.struct<(i32, i32)>
    %e1 = llvm.extractvalue %u2[1] : !llvm.struct<(i32, i32)>
    %f = llvm.xor %e0, %e1 : i32
    memref.store %f, %a[%i] : memref<16xi32>
  }
  return
}
