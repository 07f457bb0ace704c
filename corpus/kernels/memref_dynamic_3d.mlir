// A 3-D memref with all dimensions dynamic: strides computed at run time, reduction along the last dim.
// DIMS: 3 4 5 3 4
func.func @kernel(%a: memref<?x?x?xi32>, %o: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %a, %c0 : memref<?x?x?xi32>
  %d1 = memref.dim %a, %c1 : memref<?x?x?xi32>
  %d2 = memref.dim %a, %c2 : memref<?x?x?xi32>
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %s = scf.for %k = %c0 to %d2 step %c1 iter_args(%acc = %z) -> (i32) {
        %x = memref.load %a[%i, %j, %k] : memref<?x?x?xi32>
        %t = arith.xori %acc, %x : i32
        scf.yield %t : i32
      }
      memref.store %s, %o[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
