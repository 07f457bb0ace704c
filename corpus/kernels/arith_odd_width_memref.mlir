// Memrefs of odd-width integers (i5, i24): loads, arithmetic, stores.
func.func @kernel(%a: memref<16xi5>, %b: memref<16xi24>, %oa: memref<16xi5>, %ob: memref<16xi24>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi5>
    %y = memref.load %b[%i] : memref<16xi24>
    %x2 = arith.muli %x, %x : i5
    %xe = arith.extsi %x : i5 to i24
    %y2 = arith.subi %y, %xe : i24
    memref.store %x2, %oa[%i] : memref<16xi5>
    memref.store %y2, %ob[%i] : memref<16xi24>
  }
  return
}
