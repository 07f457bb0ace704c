// memref.dim (static and dynamic, constant and variable index) and memref.rank, written out as index values.
// DIMS: 3 9
func.func @kernel(%a: memref<?x5x?xi8>, %o: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %a, %c0 : memref<?x5x?xi8>
  %d1 = memref.dim %a, %c1 : memref<?x5x?xi8>
  %d2 = memref.dim %a, %c2 : memref<?x5x?xi8>
  %r = memref.rank %a : memref<?x5x?xi8>
  memref.store %d0, %o[%c0] : memref<8xindex>
  memref.store %d1, %o[%c1] : memref<8xindex>
  memref.store %d2, %o[%c2] : memref<8xindex>
  %c3 = arith.constant 3 : index
  memref.store %r, %o[%c3] : memref<8xindex>
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %dk = memref.dim %a, %k : memref<?x5x?xi8>
    %p = arith.addi %k, %c4 : index
    memref.store %dk, %o[%p] : memref<8xindex>
  }
  %x = memref.load %a[%c2, %c4, %c1] : memref<?x5x?xi8>
  %xi = arith.extsi %x : i8 to i64
  %xx = arith.index_cast %xi : i64 to index
  %c7 = arith.constant 7 : index
  memref.store %xx, %o[%c7] : memref<8xindex>
  return
}
