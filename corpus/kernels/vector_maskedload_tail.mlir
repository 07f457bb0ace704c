// vector.maskedload / vector.maskedstore handling the tail of a 21-element buffer in chunks of 8 (create_mask from the remainder).
func.func @kernel(%a: memref<21xf32>, %b: memref<21xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 21 : index
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %rem = arith.subi %n, %i : index
    %m = vector.create_mask %rem : vector<8xi1>
    %v = vector.maskedload %a[%i], %m, %pass : memref<21xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
    %w = arith.mulf %v, %v : vector<8xf32>
    vector.maskedstore %b[%i], %m, %w : memref<21xf32>, vector<8xi1>, vector<8xf32>
  }
  return
}
