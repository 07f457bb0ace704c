// Integer casts on vectors: extsi/extui/trunci on vector<8x...>, index_cast on vector<4xindex>.
func.func @kernel(%a: memref<8xi16>, %o32: memref<2x8xi32>, %o8: memref<8xi8>, %oi: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = vector.load %a[%c0] : memref<8xi16>, vector<8xi16>
  %s = arith.extsi %x : vector<8xi16> to vector<8xi32>
  %u = arith.extui %x : vector<8xi16> to vector<8xi32>
  %t = arith.trunci %x : vector<8xi16> to vector<8xi8>
  vector.store %s, %o32[%c0, %c0] : memref<2x8xi32>, vector<8xi32>
  vector.store %u, %o32[%c1, %c0] : memref<2x8xi32>, vector<8xi32>
  vector.store %t, %o8[%c0] : memref<8xi8>, vector<8xi8>
  %h = vector.extract_strided_slice %s {offsets = [2], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
  %ix = arith.index_cast %h : vector<4xi32> to vector<4xindex>
  %c3 = arith.constant dense<3> : vector<4xindex>
  %ix2 = arith.muli %ix, %c3 : vector<4xindex>
  vector.store %ix2, %oi[%c0] : memref<4xindex>, vector<4xindex>
  return
}
