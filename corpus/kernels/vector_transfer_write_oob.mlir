// 1-D vector.transfer_write partly out of bounds (only in-bounds lanes stored) on memref<11xf64>.
func.func @kernel(%a: memref<11xf64>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf64>
  %pad = arith.constant 0.0 : f64
  %r = vector.transfer_read %a[%c0], %pad : memref<11xf64>, vector<8xf64>
  %s = arith.addf %r, %v : vector<8xf64>
  vector.transfer_write %s, %a[%c8] : vector<8xf64>, memref<11xf64>
  return
}
