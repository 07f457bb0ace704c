// ULP: 1
// Softmax of 8 rows of 128 held in a memory-space-1 spad, exp via math.exp on vector<128xf32>.
memref.global @S_spad : memref<8x128xf32, 1>
func.func @kernel(%x: memref<1024xf32>, %y: memref<1024xf32>) {
  %ss = memref.get_global @S_spad : memref<8x128xf32, 1>
  affine.for %i = 0 to 8 {
    %v = affine.vector_load %x[%i * 128] : memref<1024xf32>, vector<128xf32>
    %m = vector.reduction <maximumf>, %v : vector<128xf32> into f32
    %mb = vector.broadcast %m : f32 to vector<128xf32>
    %d = arith.subf %v, %mb : vector<128xf32>
    %e = math.exp %d : vector<128xf32>
    affine.vector_store %e, %ss[%i, 0] : memref<8x128xf32, 1>, vector<128xf32>
    %s = vector.reduction <add>, %e : vector<128xf32> into f32
    %sb = vector.broadcast %s : f32 to vector<128xf32>
    %t = affine.vector_load %ss[%i, 0] : memref<8x128xf32, 1>, vector<128xf32>
    %r = arith.divf %t, %sb : vector<128xf32>
    affine.vector_store %r, %y[%i * 128] : memref<1024xf32>, vector<128xf32>
  }
  return
}
