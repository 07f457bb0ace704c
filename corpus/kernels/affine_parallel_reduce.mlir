// affine.parallel with reductions ("addf", "maximumf") over a 2-D memref, and a plain affine.parallel map.
func.func @kernel(%a: memref<8x16xf32>, %o: memref<2xf32>, %b: memref<8x16xf32>) {
  %s, %m = affine.parallel (%i, %j) = (0, 0) to (8, 16) reduce ("addf", "maximumf") -> (f32, f32) {
    %x = affine.load %a[%i, %j] : memref<8x16xf32>
    affine.yield %x, %x : f32, f32
  }
  affine.store %s, %o[0] : memref<2xf32>
  affine.store %m, %o[1] : memref<2xf32>
  affine.parallel (%i, %j) = (0, 0) to (8, 16) step (2, 4) {
    %x = affine.load %a[%i, %j] : memref<8x16xf32>
    %y = arith.negf %x : f32
    affine.store %y, %b[%i, %j] : memref<8x16xf32>
  }
  return
}
