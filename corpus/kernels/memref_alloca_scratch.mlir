// memref.alloca scratch buffers (static and dynamic size) inside a function.
// SCALARS: 6
func.func @kernel(%a: memref<16xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<16xf64>
  %d = memref.alloca(%n) : memref<?xf64>
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = arith.mulf %x, %x : f64
    memref.store %y, %s[%i] : memref<16xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %s[%i] : memref<16xf64>
    memref.store %x, %d[%i] : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %d[%i] : memref<?xf64>
    %j = arith.addi %i, %n : index
    memref.store %x, %a[%j] : memref<16xf64>
  }
  return
}
