// affine.parallel reductions on integers ("addi", "muli", "andi", "ori") with map bounds.
// FILL: 0 1 3
func.func @kernel(%a: memref<24xi32>, %o: memref<4xi32>) {
  %r:4 = affine.parallel (%i) = (0) to (24) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %x = affine.load %a[%i] : memref<24xi32>
    affine.yield %x, %x, %x, %x : i32, i32, i32, i32
  }
  affine.store %r#0, %o[0] : memref<4xi32>
  affine.store %r#1, %o[1] : memref<4xi32>
  affine.store %r#2, %o[2] : memref<4xi32>
  affine.store %r#3, %o[3] : memref<4xi32>
  return
}
