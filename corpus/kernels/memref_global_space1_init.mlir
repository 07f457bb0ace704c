// Initialised and uninitialised private globals in memory space 1 with alignment, read through get_global.
memref.global "private" @w : memref<8xi16, 1> = dense<[1, -1, 2, -2, 3, -3, 4, -4]> {alignment = 16}
memref.global "private" @t : memref<8xi16, 1> = uninitialized {alignment = 64}
func.func @kernel(%a: memref<8xi16>) {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @w : memref<8xi16, 1>
  %t = memref.get_global @t : memref<8xi16, 1>
  %x = vector.load %a[%c0] : memref<8xi16>, vector<8xi16>
  %y = vector.load %w[%c0] : memref<8xi16, 1>, vector<8xi16>
  %z = arith.muli %x, %y : vector<8xi16>
  vector.store %z, %t[%c0] : memref<8xi16, 1>, vector<8xi16>
  %r = vector.load %t[%c0] : memref<8xi16, 1>, vector<8xi16>
  %s = arith.addi %r, %y : vector<8xi16>
  vector.store %s, %a[%c0] : memref<8xi16>, vector<8xi16>
  return
}
