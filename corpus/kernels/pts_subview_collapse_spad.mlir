// decompose_transfer style: subview of a 4-D spad global (strided result, offset 0) collapsed to 2-D and read with vector loads.
memref.global @B_spad : memref<2x2x8x8xf32, 1>
func.func @kernel(%x: memref<256xf32>, %y: memref<64xf32>) {
  %bs = memref.get_global @B_spad : memref<2x2x8x8xf32, 1>
  %flat = memref.collapse_shape %bs [[0, 1, 2, 3]] : memref<2x2x8x8xf32, 1> into memref<256xf32, 1>
  affine.for %k = 0 to 256 step 32 {
    %v = affine.vector_load %x[%k] : memref<256xf32>, vector<32xf32>
    affine.vector_store %v, %flat[%k] : memref<256xf32, 1>, vector<32xf32>
  }
  %sv = memref.subview %bs[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : memref<2x2x8x8xf32, 1> to memref<8x8xf32, strided<[8, 1]>, 1>
  %sv2 = memref.subview %bs[1, 1, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : memref<2x2x8x8xf32, 1> to memref<8x8xf32, strided<[8, 1], offset: 192>, 1>
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %a = vector.load %sv[%i, %c0] : memref<8x8xf32, strided<[8, 1]>, 1>, vector<8xf32>
    %b = vector.load %sv2[%i, %c0] : memref<8x8xf32, strided<[8, 1], offset: 192>, 1>, vector<8xf32>
    %s = arith.addf %a, %b : vector<8xf32>
    affine.vector_store %s, %y[%i * 8] : memref<64xf32>, vector<8xf32>
  }
  return
}
