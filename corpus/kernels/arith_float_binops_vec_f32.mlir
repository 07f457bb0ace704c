// Float arithmetic on vector<16xf32> and a 2-D vector<2x4xf64>: addf subf mulf divf remf negf.
func.func @kernel(%a: memref<16xf32>, %b: memref<16xf32>, %o: memref<6x16xf32>, %d: memref<2x4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %x = vector.load %a[%c0] : memref<16xf32>, vector<16xf32>
  %y = vector.load %b[%c0] : memref<16xf32>, vector<16xf32>
  %r0 = arith.addf %x, %y : vector<16xf32>
  %r1 = arith.subf %x, %y : vector<16xf32>
  %r2 = arith.mulf %x, %y : vector<16xf32>
  %r3 = arith.divf %x, %y : vector<16xf32>
  %r4 = arith.remf %x, %y : vector<16xf32>
  %r5 = arith.negf %x : vector<16xf32>
  vector.store %r0, %o[%c0, %c0] : memref<6x16xf32>, vector<16xf32>
  vector.store %r1, %o[%c1, %c0] : memref<6x16xf32>, vector<16xf32>
  vector.store %r2, %o[%c2, %c0] : memref<6x16xf32>, vector<16xf32>
  vector.store %r3, %o[%c3, %c0] : memref<6x16xf32>, vector<16xf32>
  vector.store %r4, %o[%c4, %c0] : memref<6x16xf32>, vector<16xf32>
  vector.store %r5, %o[%c5, %c0] : memref<6x16xf32>, vector<16xf32>
  %pad = arith.constant 0.0 : f64
  %v = vector.transfer_read %d[%c0, %c0], %pad : memref<2x4xf64>, vector<2x4xf64>
  %w = arith.mulf %v, %v : vector<2x4xf64>
  %u = arith.subf %w, %v : vector<2x4xf64>
  %q = arith.divf %u, %v : vector<2x4xf64>
  vector.transfer_write %q, %d[%c0, %c0] : vector<2x4xf64>, memref<2x4xf64>
  return
}
