// Integer casts: extsi extui trunci between i1/i8/i16/i32/i64, index_cast and index_castui both ways.
func.func @kernel(%a: memref<16xi32>, %o64: memref<6x16xi64>, %o8: memref<2x16xi8>, %o16: memref<16xi16>, %o1: memref<16xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %s = arith.extsi %x : i32 to i64
    %u = arith.extui %x : i32 to i64
    %t8 = arith.trunci %x : i32 to i8
    %t16 = arith.trunci %x : i32 to i16
    %t1 = arith.trunci %x : i32 to i1
    %e8s = arith.extsi %t8 : i8 to i64
    %e16u = arith.extui %t16 : i16 to i64
    %ix = arith.index_cast %x : i32 to index
    %iu = arith.index_castui %x : i32 to index
    %ix64 = arith.index_cast %ix : index to i64
    %iu64 = arith.index_castui %iu : index to i64
    %b8 = arith.trunci %s : i64 to i8
    %b8b = arith.index_cast %iu : index to i8
    %r8 = arith.addi %b8, %b8b : i8
    memref.store %s, %o64[%c0, %i] : memref<6x16xi64>
    memref.store %u, %o64[%c1, %i] : memref<6x16xi64>
    memref.store %e8s, %o64[%c2, %i] : memref<6x16xi64>
    memref.store %e16u, %o64[%c3, %i] : memref<6x16xi64>
    memref.store %ix64, %o64[%c4, %i] : memref<6x16xi64>
    memref.store %iu64, %o64[%c5, %i] : memref<6x16xi64>
    memref.store %t8, %o8[%c0, %i] : memref<2x16xi8>
    memref.store %r8, %o8[%c1, %i] : memref<2x16xi8>
    memref.store %t16, %o16[%i] : memref<16xi16>
    memref.store %t1, %o1[%i] : memref<16xi1>
  }
  return
}
