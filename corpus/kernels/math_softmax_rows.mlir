// ULP: 1
// Row softmax on a 16x32 tile: max reduction, exp, sum reduction, division (vector.reduction maximumf/add).
func.func @kernel(%x: memref<16x32xf32>, %y: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 16 {
    %v = vector.load %x[%i, %c0] : memref<16x32xf32>, vector<32xf32>
    %m = vector.reduction <maximumf>, %v : vector<32xf32> into f32
    %mb = vector.broadcast %m : f32 to vector<32xf32>
    %d = arith.subf %v, %mb : vector<32xf32>
    %e = math.exp %d : vector<32xf32>
    %s = vector.reduction <add>, %e : vector<32xf32> into f32
    %sb = vector.broadcast %s : f32 to vector<32xf32>
    %r = arith.divf %e, %sb : vector<32xf32>
    vector.store %r, %y[%i, %c0] : memref<16x32xf32>, vector<32xf32>
  }
  return
}
