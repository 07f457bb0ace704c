// vector.transfer_read and transfer_write with explicit masks (1-D), combined with out-of-bounds lanes.
func.func @kernel(%a: memref<12xi16>, %o: memref<12xi16>) {
  %pad = arith.constant -1 : i16
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %m = arith.constant dense<[true, false, true, true, true, false, true, true]> : vector<8xi1>
  %v = vector.transfer_read %a[%c6], %pad, %m : memref<12xi16>, vector<8xi16>
  %c5 = arith.constant 5 : index
  %wm = vector.create_mask %c5 : vector<8xi1>
  vector.transfer_write %v, %o[%c0], %wm : vector<8xi16>, memref<12xi16>
  %w = vector.transfer_read %a[%c0], %pad, %wm {in_bounds = [true]} : memref<12xi16>, vector<8xi16>
  vector.transfer_write %w, %o[%c6], %m : vector<8xi16>, memref<12xi16>
  return
}
