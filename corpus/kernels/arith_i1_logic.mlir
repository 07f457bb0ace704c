// i1 logic: andi ori xori on i1 scalars and vector<16xi1> from a memref of i1, select on i1.
func.func @kernel(%a: memref<16xi1>, %b: memref<16xi1>, %o: memref<4x16xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = vector.load %a[%c0] : memref<16xi1>, vector<16xi1>
  %y = vector.load %b[%c0] : memref<16xi1>, vector<16xi1>
  %r0 = arith.andi %x, %y : vector<16xi1>
  %r1 = arith.ori %x, %y : vector<16xi1>
  %r2 = arith.xori %x, %y : vector<16xi1>
  %r3 = arith.select %x, %y, %r2 : vector<16xi1>, vector<16xi1>
  vector.store %r0, %o[%c0, %c0] : memref<4x16xi1>, vector<16xi1>
  vector.store %r1, %o[%c1, %c0] : memref<4x16xi1>, vector<16xi1>
  vector.store %r2, %o[%c2, %c0] : memref<4x16xi1>, vector<16xi1>
  vector.store %r3, %o[%c3, %c0] : memref<4x16xi1>, vector<16xi1>
  %s = memref.load %a[%c3] : memref<16xi1>
  %t = memref.load %b[%c2] : memref<16xi1>
  %u = arith.xori %s, %t : i1
  %true = arith.constant true
  %v = arith.xori %u, %true : i1
  memref.store %v, %o[%c3, %c1] : memref<4x16xi1>
  return
}
