// Reference of index_add.mlir: for r, c in order, y[idx[r, c] & 7] += x[r, c].
func.func @kernel(%x: memref<32xf32>, %idx: memref<32xi32>, %y: memref<8xf32>) {
  affine.for %r = 0 to 4 {
    affine.for %c = 0 to 8 {
      %i = affine.load %idx[%r * 8 + %c] : memref<32xi32>
      %k = arith.constant 7 : i32
      %m = arith.andi %i, %k : i32
      %j = arith.index_cast %m : i32 to index
      %v = affine.load %x[%r * 8 + %c] : memref<32xf32>
      %o = memref.load %y[%j] : memref<8xf32>
      %n = arith.addf %o, %v : f32
      memref.store %n, %y[%j] : memref<8xf32>
    }
  }
  return
}
