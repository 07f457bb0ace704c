// arith ops on index values: add sub mul divsi remsi divui remui shli shrsi maxsi minui with negative values.
// MLIR-PRE: arith-expand
// FILL: 0 -1000 1000
// FILL: 1 1 50
func.func @kernel(%a: memref<16xindex>, %b: memref<16xindex>, %o: memref<8x16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xindex>
    %y = memref.load %b[%i] : memref<16xindex>
    %r0 = arith.addi %x, %y : index
    %r1 = arith.subi %x, %y : index
    %r2 = arith.muli %x, %y : index
    %r3 = arith.divsi %x, %y : index
    %r4 = arith.remsi %x, %y : index
    %r5 = arith.floordivsi %x, %y : index
    %r6 = arith.shli %x, %c3 : index
    %r7 = arith.shrsi %r2, %c2 : index
    memref.store %r0, %o[%c0, %i] : memref<8x16xindex>
    memref.store %r1, %o[%c1, %i] : memref<8x16xindex>
    memref.store %r2, %o[%c2, %i] : memref<8x16xindex>
    memref.store %r3, %o[%c3, %i] : memref<8x16xindex>
    memref.store %r4, %o[%c4, %i] : memref<8x16xindex>
    memref.store %r5, %o[%c5, %i] : memref<8x16xindex>
    memref.store %r6, %o[%c6, %i] : memref<8x16xindex>
    memref.store %r7, %o[%c7, %i] : memref<8x16xindex>
  }
  return
}
