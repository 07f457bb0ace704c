// Quantised elementwise: i8 inputs widened to i32, multiply-add with a zero point, clamp to [-128, 127], narrowed back (vector<32>).
func.func @kernel(%a: memref<128xi8>, %b: memref<128xi8>, %y: memref<128xi8>) {
  %zp = arith.constant dense<3> : vector<32xi32>
  %lo = arith.constant dense<-128> : vector<32xi32>
  %hi = arith.constant dense<127> : vector<32xi32>
  affine.for %i = 0 to 128 step 32 {
    %x = affine.vector_load %a[%i] : memref<128xi8>, vector<32xi8>
    %w = affine.vector_load %b[%i] : memref<128xi8>, vector<32xi8>
    %xe = arith.extsi %x : vector<32xi8> to vector<32xi32>
    %we = arith.extsi %w : vector<32xi8> to vector<32xi32>
    %xz = arith.subi %xe, %zp : vector<32xi32>
    %m = arith.muli %xz, %we : vector<32xi32>
    %s = arith.shrsi %m, %zp : vector<32xi32>
    %c1 = arith.maxsi %s, %lo : vector<32xi32>
    %c2 = arith.minsi %c1, %hi : vector<32xi32>
    %t = arith.trunci %c2 : vector<32xi32> to vector<32xi8>
    affine.vector_store %t, %y[%i] : memref<128xi8>, vector<32xi8>
  }
  return
}
