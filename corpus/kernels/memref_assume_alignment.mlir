// memref.assume_alignment on arguments (the driver aligns buffers to 64 bytes), then vector work.
func.func @kernel(%a: memref<32xf32>, %b: memref<32xf32>) {
  memref.assume_alignment %a, 64 : memref<32xf32>
  memref.assume_alignment %b, 16 : memref<32xf32>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %x = vector.load %a[%c0] : memref<32xf32>, vector<16xf32>
  %y = vector.load %a[%c16] : memref<32xf32>, vector<16xf32>
  %s = arith.addf %x, %y : vector<16xf32>
  vector.store %s, %b[%c16] : memref<32xf32>, vector<16xf32>
  return
}
