// memref.subview with static offsets, sizes and strides (strided result layouts), read and written.
func.func @kernel(%a: memref<8x16xi32>) {
  %s = memref.subview %a[2, 4] [4, 6] [1, 2] : memref<8x16xi32> to memref<4x6xi32, strided<[16, 2], offset: 36>>
  %one = arith.constant 1000 : i32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.load %s[%i, %j] : memref<4x6xi32, strided<[16, 2], offset: 36>>
      %w = arith.addi %v, %one : i32
      affine.store %w, %s[%i, %j] : memref<4x6xi32, strided<[16, 2], offset: 36>>
    }
  }
  %r = memref.subview %a[7, 0] [1, 16] [1, 1] : memref<8x16xi32> to memref<16xi32, strided<[1], offset: 112>>
  %c0 = arith.constant 0 : index
  %z = arith.constant dense<-1> : vector<16xi32>
  vector.store %z, %r[%c0] : memref<16xi32, strided<[1], offset: 112>>, vector<16xi32>
  return
}
