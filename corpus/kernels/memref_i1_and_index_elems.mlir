// Memrefs of i1 and of index elements: masks computed from data, counted into an index buffer.
// FILL: 0 -4 4
func.func @kernel(%a: memref<24xi32>, %m: memref<24xi1>, %cnt: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 24 {
    %x = affine.load %a[%i] : memref<24xi32>
    %p = arith.cmpi sgt, %x, %z : i32
    affine.store %p, %m[%i] : memref<24xi1>
    %n = affine.load %cnt[0] : memref<2xindex>
    %n1 = arith.addi %n, %c1 : index
    %nn = arith.select %p, %n1, %n : index
    affine.store %nn, %cnt[0] : memref<2xindex>
  }
  return
}
