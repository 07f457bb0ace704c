// index.cmp with every predicate, index.bool.constant, index.casts/castu to and from i32/i8, and index.sizeof.
// FILL: 0 -3 3
// FILL: 1 -3 3
func.func @kernel(%a: memref<16xindex>, %b: memref<16xindex>, %o: memref<10x16xi8>, %c: memref<3x16xi32>, %s: memref<1xindex>) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %n = index.constant 16
  %t = index.bool.constant true
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xindex>
    %y = memref.load %b[%i] : memref<16xindex>
    %p0 = index.cmp eq(%x, %y)
    %p1 = index.cmp ne(%x, %y)
    %p2 = index.cmp slt(%x, %y)
    %p3 = index.cmp sle(%x, %y)
    %p4 = index.cmp sgt(%x, %y)
    %p5 = index.cmp sge(%x, %y)
    %p6 = index.cmp ult(%x, %y)
    %p7 = index.cmp ule(%x, %y)
    %p8 = index.cmp ugt(%x, %y)
    %p9 = index.cmp uge(%x, %y)
    %p9t = arith.andi %p9, %t : i1
    %ps = vector.from_elements %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7, %p8, %p9t : vector<10xi1>
    %pe = arith.extui %ps : vector<10xi1> to vector<10xi8>
    %k0 = arith.constant 0 : index
    scf.for %k = %k0 to %c1 step %c1 {
      %e0 = vector.extract %pe[0] : i8 from vector<10xi8>
      memref.store %e0, %o[%k0, %i] : memref<10x16xi8>
    }
    %ki = arith.constant 1 : index
    %e1 = vector.extract %pe[1] : i8 from vector<10xi8>
    memref.store %e1, %o[%ki, %i] : memref<10x16xi8>
    %kk2 = arith.constant 2 : index
    %e2 = vector.extract %pe[2] : i8 from vector<10xi8>
    memref.store %e2, %o[%kk2, %i] : memref<10x16xi8>
    %kk3 = arith.constant 3 : index
    %e3 = vector.extract %pe[3] : i8 from vector<10xi8>
    memref.store %e3, %o[%kk3, %i] : memref<10x16xi8>
    %kk4 = arith.constant 4 : index
    %e4 = vector.extract %pe[4] : i8 from vector<10xi8>
    memref.store %e4, %o[%kk4, %i] : memref<10x16xi8>
    %kk5 = arith.constant 5 : index
    %e5 = vector.extract %pe[5] : i8 from vector<10xi8>
    memref.store %e5, %o[%kk5, %i] : memref<10x16xi8>
    %kk6 = arith.constant 6 : index
    %e6 = vector.extract %pe[6] : i8 from vector<10xi8>
    memref.store %e6, %o[%kk6, %i] : memref<10x16xi8>
    %kk7 = arith.constant 7 : index
    %e7 = vector.extract %pe[7] : i8 from vector<10xi8>
    memref.store %e7, %o[%kk7, %i] : memref<10x16xi8>
    %kk8 = arith.constant 8 : index
    %e8 = vector.extract %pe[8] : i8 from vector<10xi8>
    memref.store %e8, %o[%kk8, %i] : memref<10x16xi8>
    %kk9 = arith.constant 9 : index
    %e9 = vector.extract %pe[9] : i8 from vector<10xi8>
    memref.store %e9, %o[%kk9, %i] : memref<10x16xi8>
    %x32 = index.casts %x : index to i32
    %x8 = index.castu %x : index to i8
    %back = index.casts %x8 : i8 to index
    %backu = index.castu %x8 : i8 to index
    %b32 = index.casts %back : index to i32
    %bu32 = index.castu %backu : index to i32
    memref.store %x32, %c[%k0, %i] : memref<3x16xi32>
    memref.store %b32, %c[%ki, %i] : memref<3x16xi32>
    memref.store %bu32, %c[%kk2, %i] : memref<3x16xi32>
  }
  %sz = index.sizeof
  %z = arith.constant 0 : index
  memref.store %sz, %s[%z] : memref<1xindex>
  return
}
