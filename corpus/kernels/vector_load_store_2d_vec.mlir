// vector.load / vector.store of 1-D vectors on 2-D memrefs: inside a row and spanning two rows.
func.func @kernel(%a: memref<6x8xi16>, %o: memref<6x8xi16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v = vector.load %a[%c2, %c4] : memref<6x8xi16>, vector<4xi16>
  %w = arith.addi %v, %v : vector<4xi16>
  vector.store %w, %o[%c3, %c2] : memref<6x8xi16>, vector<4xi16>
  %x = vector.load %a[%c3, %c0] : memref<6x8xi16>, vector<16xi16>
  vector.store %x, %o[%c4, %c0] : memref<6x8xi16>, vector<16xi16>
  %u = vector.load %a[%c0, %c0] : memref<6x8xi16>, vector<8xi16>
  vector.store %u, %o[%c0, %c0] : memref<6x8xi16>, vector<8xi16>
  return
}
