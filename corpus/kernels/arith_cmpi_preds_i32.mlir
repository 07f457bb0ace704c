// arith.cmpi, all ten predicates, on i32 scalars (small values so that equality happens); i1 stored as i8.
// FILL: 0 -3 3
// FILL: 1 -3 3
func.func @kernel(%a: memref<32xi32>, %b: memref<32xi32>, %o: memref<10x32xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi32>
    %y = memref.load %b[%i] : memref<32xi32>
    %p0 = arith.cmpi eq, %x, %y : i32
    %p1 = arith.cmpi ne, %x, %y : i32
    %p2 = arith.cmpi slt, %x, %y : i32
    %p3 = arith.cmpi sle, %x, %y : i32
    %p4 = arith.cmpi sgt, %x, %y : i32
    %p5 = arith.cmpi sge, %x, %y : i32
    %p6 = arith.cmpi ult, %x, %y : i32
    %p7 = arith.cmpi ule, %x, %y : i32
    %p8 = arith.cmpi ugt, %x, %y : i32
    %p9 = arith.cmpi uge, %x, %y : i32
    %e0 = arith.extui %p0 : i1 to i8
    %e1 = arith.extui %p1 : i1 to i8
    %e2 = arith.extui %p2 : i1 to i8
    %e3 = arith.extui %p3 : i1 to i8
    %e4 = arith.extui %p4 : i1 to i8
    %e5 = arith.extui %p5 : i1 to i8
    %e6 = arith.extui %p6 : i1 to i8
    %e7 = arith.extui %p7 : i1 to i8
    %e8 = arith.extui %p8 : i1 to i8
    %e9 = arith.extsi %p9 : i1 to i8
    %k2 = arith.constant 2 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %k5 = arith.constant 5 : index
    %k6 = arith.constant 6 : index
    %k7 = arith.constant 7 : index
    %k8 = arith.constant 8 : index
    %k9 = arith.constant 9 : index
    memref.store %e0, %o[%c0, %i] : memref<10x32xi8>
    memref.store %e1, %o[%c1, %i] : memref<10x32xi8>
    memref.store %e2, %o[%k2, %i] : memref<10x32xi8>
    memref.store %e3, %o[%k3, %i] : memref<10x32xi8>
    memref.store %e4, %o[%k4, %i] : memref<10x32xi8>
    memref.store %e5, %o[%k5, %i] : memref<10x32xi8>
    memref.store %e6, %o[%k6, %i] : memref<10x32xi8>
    memref.store %e7, %o[%k7, %i] : memref<10x32xi8>
    memref.store %e8, %o[%k8, %i] : memref<10x32xi8>
    memref.store %e9, %o[%k9, %i] : memref<10x32xi8>
  }
  return
}
