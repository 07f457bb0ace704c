// arith.select: scalar condition on scalars, vector condition on vectors, scalar condition on a whole vector, and on memrefs.
// FILL: 0 -5 5
func.func @kernel(%a: memref<8xi32>, %b: memref<8xi32>, %o: memref<4x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %y = vector.load %b[%c0] : memref<8xi32>, vector<8xi32>
  %z = arith.constant dense<0> : vector<8xi32>
  %m = arith.cmpi sgt, %x, %z : vector<8xi32>
  %r0 = arith.select %m, %x, %y : vector<8xi1>, vector<8xi32>
  vector.store %r0, %o[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
  %s0 = memref.load %a[%c0] : memref<8xi32>
  %zero = arith.constant 0 : i32
  %p = arith.cmpi sge, %s0, %zero : i32
  %r1 = arith.select %p, %x, %y : vector<8xi32>
  vector.store %r1, %o[%c1, %c0] : memref<4x8xi32>, vector<8xi32>
  %mr = arith.select %p, %a, %b : memref<8xi32>
  %r2 = vector.load %mr[%c0] : memref<8xi32>, vector<8xi32>
  vector.store %r2, %o[%c2, %c0] : memref<4x8xi32>, vector<8xi32>
  %s1 = memref.load %b[%c1] : memref<8xi32>
  %r3 = arith.select %p, %s0, %s1 : i32
  memref.store %r3, %o[%c3, %c0] : memref<4x8xi32>
  return
}
