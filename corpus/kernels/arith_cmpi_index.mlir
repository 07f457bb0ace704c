// arith.cmpi on index values and arith.select on index; results as i64.
// FILL: 0 -4 4
// FILL: 1 -4 4
func.func @kernel(%a: memref<16xindex>, %b: memref<16xindex>, %o: memref<4x16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xindex>
    %y = memref.load %b[%i] : memref<16xindex>
    %p0 = arith.cmpi slt, %x, %y : index
    %p1 = arith.cmpi ugt, %x, %y : index
    %p2 = arith.cmpi eq, %x, %y : index
    %r0 = arith.select %p0, %x, %y : index
    %r1 = arith.select %p1, %x, %y : index
    %r2 = arith.select %p2, %c1, %c0 : index
    %r3 = arith.maxsi %x, %y : index
    memref.store %r0, %o[%c0, %i] : memref<4x16xindex>
    memref.store %r1, %o[%c1, %i] : memref<4x16xindex>
    memref.store %r2, %o[%c2, %i] : memref<4x16xindex>
    memref.store %r3, %o[%c3, %i] : memref<4x16xindex>
  }
  return
}
