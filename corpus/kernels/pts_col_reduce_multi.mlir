// Column sums of a 64x32 tile accumulated with vector.multi_reduction over 8-row blocks (vector<8x32>) plus an iter_arg.
func.func @kernel(%x: memref<64x32xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %z = arith.constant dense<0.0> : vector<32xf32>
  %acc = affine.for %i = 0 to 64 step 8 iter_args(%s = %z) -> (vector<32xf32>) {
    %blk = vector.transfer_read %x[%i, %c0], %pad {in_bounds = [true, true]} : memref<64x32xf32>, vector<8x32xf32>
    %r = vector.multi_reduction <add>, %blk, %s [0] : vector<8x32xf32> to vector<32xf32>
    affine.yield %r : vector<32xf32>
  }
  vector.store %acc, %y[%c0] : memref<32xf32>, vector<32xf32>
  return
}
