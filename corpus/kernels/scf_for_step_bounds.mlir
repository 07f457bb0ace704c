// scf.for with non-unit steps, bounds that are not multiples of the step, and an empty loop.
func.func @kernel(%o: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c61 = arith.constant 61 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c5 to %c61 step %c7 {
    %x = memref.load %o[%i] : memref<64xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %o[%i] : memref<64xi32>
  }
  scf.for %i = %c0 to %c61 step %c3 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %o[%i] : memref<64xi32>
  }
  scf.for %i = %c10 to %c5 step %c3 {
    %v = arith.constant 999 : i32
    memref.store %v, %o[%i] : memref<64xi32>
  }
  return
}
