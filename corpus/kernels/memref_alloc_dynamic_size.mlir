// memref.alloc with dynamic sizes taken from an argument's memref.dim, filled and copied back.
// DIMS: 13
func.func @kernel(%a: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %a, %c0 : memref<?xi32>
  %t = memref.alloc(%n, %c3) : memref<?x?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    scf.for %j = %c0 to %c3 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %y = arith.addi %x, %jj : i32
      memref.store %y, %t[%i, %j] : memref<?x?xi32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.subi %n, %i : index
    %r1 = arith.subi %r, %c1 : index
    %y = memref.load %t[%r1, %c1] : memref<?x?xi32>
    memref.store %y, %a[%i] : memref<?xi32>
  }
  memref.dealloc %t : memref<?x?xi32>
  return
}
