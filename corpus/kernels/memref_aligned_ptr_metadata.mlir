// memref.extract_aligned_pointer_as_index (pointer differences only, so the output is deterministic) and extract_strided_metadata of a subview.
func.func @kernel(%a: memref<8x8xi64>, %o: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[2, 3] [4, 2] [1, 2] : memref<8x8xi64> to memref<4x2xi64, strided<[8, 2], offset: 19>>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<8x8xi64> -> index
  %ps = memref.extract_aligned_pointer_as_index %s : memref<4x2xi64, strided<[8, 2], offset: 19>> -> index
  %diff = arith.subi %ps, %pa : index
  memref.store %diff, %o[%c0] : memref<8xindex>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<4x2xi64, strided<[8, 2], offset: 19>> -> memref<i64>, index, index, index, index, index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  memref.store %off, %o[%c1] : memref<8xindex>
  memref.store %sz#0, %o[%c2] : memref<8xindex>
  memref.store %sz#1, %o[%c3] : memref<8xindex>
  memref.store %st#0, %o[%c4] : memref<8xindex>
  memref.store %st#1, %o[%c5] : memref<8xindex>
  %pb = memref.extract_aligned_pointer_as_index %base : memref<i64> -> index
  %d2 = arith.subi %pb, %pa : index
  memref.store %d2, %o[%c6] : memref<8xindex>
  %am = arith.constant 63 : index
  %al = arith.andi %pa, %am : index
  %c7 = arith.constant 7 : index
  memref.store %al, %o[%c7] : memref<8xindex>
  return
}
