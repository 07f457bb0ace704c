// Shape ops on flat vectors: broadcast (scalar, rank, stretch), splat,
// extract/insert (static, and dynamic on 1-D: MLIR 19 lowers no other), strided slices, shuffle
// (equal and different lengths), transpose, shape_cast, bitcast, step,
// from_elements, fma.
func.func @kernel(%a: memref<32xf32>, %ib: memref<16xi32>, %out: memref<256xf32>, %outi: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = vector.load %a[%c0] : memref<32xf32>, vector<24xf32>
  %v = vector.shape_cast %f : vector<24xf32> to vector<2x3x4xf32>
  %s = affine.load %a[30] : memref<32xf32>
  %b0 = vector.broadcast %s : f32 to vector<2x3xf32>
  %r1 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %b1 = vector.broadcast %r1 : vector<3x4xf32> to vector<2x3x4xf32>
  %c = vector.extract %v[0, 1] : vector<4xf32> from vector<2x3x4xf32>
  %c14 = vector.shape_cast %c : vector<4xf32> to vector<1x4xf32>
  %b2 = vector.broadcast %c14 : vector<1x4xf32> to vector<3x4xf32>
  %col = vector.transpose %c14, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %b3 = vector.broadcast %col : vector<4x1xf32> to vector<2x4x3xf32>
  %sp = vector.splat %s : vector<5xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %e = vector.extract %f[%j] : f32 from vector<24xf32>
      %row = vector.extract %v[1, 2] : vector<4xf32> from vector<2x3x4xf32>
      %ins = vector.insert %e, %f[%i] : f32 into vector<24xf32>
      %ins1 = vector.shape_cast %ins : vector<24xf32> to vector<2x3x4xf32>
      %ins2 = vector.insert %row, %ins1[0, 1] : vector<4xf32> into vector<2x3x4xf32>
      %o = vector.shape_cast %ins2 : vector<2x3x4xf32> to vector<24xf32>
      %k = affine.apply affine_map<(i, j) -> (i * 72 + j * 24)>(%i, %j)
      vector.store %o, %out[%k] : memref<256xf32>, vector<24xf32>
    }
  }
  %b0f = vector.shape_cast %b0 : vector<2x3xf32> to vector<6xf32>
  %c144 = arith.constant 144 : index
  vector.store %b0f, %out[%c144] : memref<256xf32>, vector<6xf32>
  %b1f = vector.shape_cast %b1 : vector<2x3x4xf32> to vector<24xf32>
  %c150 = arith.constant 150 : index
  vector.store %b1f, %out[%c150] : memref<256xf32>, vector<24xf32>
  %b2f = vector.shape_cast %b2 : vector<3x4xf32> to vector<12xf32>
  %c174 = arith.constant 174 : index
  vector.store %b2f, %out[%c174] : memref<256xf32>, vector<12xf32>
  %b3f = vector.shape_cast %b3 : vector<2x4x3xf32> to vector<24xf32>
  %c186 = arith.constant 186 : index
  vector.store %b3f, %out[%c186] : memref<256xf32>, vector<24xf32>
  %c210 = arith.constant 210 : index
  vector.store %sp, %out[%c210] : memref<256xf32>, vector<5xf32>
  %sl = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3x4xf32> to vector<1x2x4xf32>
  %slf = vector.shape_cast %sl : vector<1x2x4xf32> to vector<8xf32>
  %c215 = arith.constant 215 : index
  vector.store %slf, %out[%c215] : memref<256xf32>, vector<8xf32>
  %sl2 = vector.extract_strided_slice %v {offsets = [0, 1, 1], sizes = [2, 2, 2], strides = [1, 1, 1]} : vector<2x3x4xf32> to vector<2x2x2xf32>
  %is = vector.insert_strided_slice %sl2, %v {offsets = [0, 0, 2], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<2x3x4xf32>
  %is2 = vector.insert_strided_slice %c, %is {offsets = [1, 2, 0], strides = [1]} : vector<4xf32> into vector<2x3x4xf32>
  %isf = vector.shape_cast %is2 : vector<2x3x4xf32> to vector<24xf32>
  %c223 = arith.constant 223 : index
  vector.store %isf, %out[%c223] : memref<256xf32>, vector<24xf32>
  %x4 = vector.extract %v[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %x3 = vector.extract_strided_slice %f {offsets = [5], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %sh = vector.shuffle %x4, %x3 [6, 0, 3, 4, 1] : vector<4xf32>, vector<3xf32>
  %c247 = arith.constant 247 : index
  vector.store %sh, %out[%c247] : memref<256xf32>, vector<5xf32>
  %m1 = vector.extract %v[0] : vector<3x4xf32> from vector<2x3x4xf32>
  %m2 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %sh2 = vector.shuffle %m1, %m2 [5, 0] : vector<3x4xf32>, vector<3x4xf32>
  %sh2f = vector.shape_cast %sh2 : vector<2x4xf32> to vector<8xf32>
  %fm = vector.fma %sh2f, %sh2f, %slf : vector<8xf32>
  %c248 = arith.constant 248 : index
  vector.store %fm, %out[%c248] : memref<256xf32>, vector<8xf32>
  %iv = vector.load %ib[%c0] : memref<16xi32>, vector<16xi32>
  %i2 = vector.shape_cast %iv : vector<16xi32> to vector<4x4xi32>
  %tr = vector.transpose %i2, [1, 0] : vector<4x4xi32> to vector<4x4xi32>
  %trf = vector.shape_cast %tr : vector<4x4xi32> to vector<16xi32>
  vector.store %trf, %outi[%c0] : memref<64xi32>, vector<16xi32>
  %bc = vector.bitcast %iv : vector<16xi32> to vector<32xi16>
  %bc2 = vector.bitcast %bc : vector<32xi16> to vector<8xi64>
  %bc3 = vector.bitcast %bc2 : vector<8xi64> to vector<16xi32>
  %c16 = arith.constant 16 : index
  vector.store %bc3, %outi[%c16] : memref<64xi32>, vector<16xi32>
  %st = vector.step : vector<8xindex>
  %e0 = vector.extract %st[5] : index from vector<8xindex>
  %e1 = vector.extractelement %iv[%e0 : index] : vector<16xi32>
  %c7 = arith.constant 7 : i32
  %e2 = vector.extractelement %iv[%c7 : i32] : vector<16xi32>
  %ie = vector.insertelement %e1, %iv[%c2 : index] : vector<16xi32>
  %ie2 = vector.insertelement %e2, %ie[%c7 : i32] : vector<16xi32>
  %c32 = arith.constant 32 : index
  vector.store %ie2, %outi[%c32] : memref<64xi32>, vector<16xi32>
  %fe = vector.from_elements %e2, %e1, %e1, %e2 : vector<4xi32>
  %fe2f = vector.from_elements %e1, %e2, %e2, %e1, %e1, %e1 : vector<6xi32>
  %c48 = arith.constant 48 : index
  vector.store %fe, %outi[%c48] : memref<64xi32>, vector<4xi32>
  %c52 = arith.constant 52 : index
  vector.store %fe2f, %outi[%c52] : memref<64xi32>, vector<6xi32>
  return
}
