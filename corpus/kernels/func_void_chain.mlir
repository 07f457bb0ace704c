// A chain of void functions passing 2-D memrefs and index scalars, public and private.
func.func private @fill_row(%m: memref<6x6xi32>, %r: index, %v: i32) {
  affine.for %j = 0 to 6 {
    affine.store %v, %m[%r, %j] : memref<6x6xi32>
  }
  return
}
func.func @fill_diag(%m: memref<6x6xi32>) {
  affine.for %i = 0 to 6 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i, %i] : memref<6x6xi32>
  }
  return
}
func.func @kernel(%m: memref<6x6xi32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant -7 : i32
  call @fill_row(%m, %c1, %v) : (memref<6x6xi32>, index, i32) -> ()
  call @fill_row(%m, %c4, %v) : (memref<6x6xi32>, index, i32) -> ()
  call @fill_diag(%m) : (memref<6x6xi32>) -> ()
  return
}
