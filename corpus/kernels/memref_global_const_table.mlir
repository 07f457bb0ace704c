// A constant private memref.global (dense table) read as a lookup table, with an explicit alignment.
// FILL: 0 0 7
memref.global "private" constant @table : memref<8xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6]> {alignment = 32}
func.func @kernel(%idx: memref<32xindex>, %o: memref<32xi32>) {
  %t = memref.get_global @table : memref<8xi32>
  affine.for %i = 0 to 32 {
    %k = affine.load %idx[%i] : memref<32xindex>
    %v = memref.load %t[%k] : memref<8xi32>
    affine.store %v, %o[%i] : memref<32xi32>
  }
  return
}
