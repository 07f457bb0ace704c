// Edge cases: masked n-D transfer with in_bounds, inner-broadcast map,
// shuffles of different row counts, 3-D create/constant masks, unit-dim
// multi_reductions, i1 broadcast, 0-D extractelement, insert_strided_slice
// then an n-D write partly out of bounds.
func.func @kernel(%m: memref<5x6xf32>, %z: memref<f32>, %out: memref<256xf32>, %outi: memref<64xi32>) {
  %pad = arith.constant 9.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zl = affine.load %z[] : memref<f32>
  %z0 = vector.broadcast %zl : f32 to vector<f32>
  %z1 = vector.extract %z0[] : f32 from vector<f32>
  affine.store %z1, %out[0] : memref<256xf32>
  %zz = vector.broadcast %z1 : f32 to vector<f32>
  %mk = vector.create_mask %c2, %c3 : vector<2x4xi1>
  %a = vector.transfer_read %m[%c3, %c3], %pad, %mk {in_bounds = [true, false]} : memref<5x6xf32>, vector<2x4xf32>
  %af = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  vector.store %af, %out[%c4] : memref<256xf32>, vector<8xf32>
  %b = vector.transfer_read %m[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, 0)>, in_bounds = [false, true]} : memref<5x6xf32>, vector<6x3xf32>
  %bf = vector.shape_cast %b : vector<6x3xf32> to vector<18xf32>
  %c12 = arith.constant 12 : index
  vector.store %bf, %out[%c12] : memref<256xf32>, vector<18xf32>
  %m3 = vector.create_mask %c1, %c2, %c3 : vector<2x3x4xi1>
  %k3 = vector.constant_mask [1, 2, 3] : vector<2x3x4xi1>
  %x3 = arith.xori %m3, %k3 : vector<2x3x4xi1>
  %m3i = arith.extui %x3 : vector<2x3x4xi1> to vector<2x3x4xi32>
  %m3f = vector.shape_cast %m3i : vector<2x3x4xi32> to vector<24xi32>
  vector.store %m3f, %outi[%c0] : memref<64xi32>, vector<24xi32>
  %v = vector.transfer_read %m[%c0, %c0], %pad : memref<5x6xf32>, vector<5x6xf32>
  %r1 = vector.extract %v[1] : vector<6xf32> from vector<5x6xf32>
  %r2 = vector.extract %v[2] : vector<6xf32> from vector<5x6xf32>
  %v2 = vector.shape_cast %v : vector<5x6xf32> to vector<30xf32>
  %tw = vector.extract_strided_slice %v2 {offsets = [0], sizes = [6], strides = [1]} : vector<30xf32> to vector<6xf32>
  %t2 = vector.shape_cast %tw : vector<6xf32> to vector<2x3xf32>
  %t3 = vector.shape_cast %v2 : vector<30xf32> to vector<10x3xf32>
  %sh = vector.shuffle %t2, %t3 [11, 0, 1, 2] : vector<2x3xf32>, vector<10x3xf32>
  %shf = vector.shape_cast %sh : vector<4x3xf32> to vector<12xf32>
  %c40 = arith.constant 40 : index
  vector.store %shf, %out[%c40] : memref<256xf32>, vector<12xf32>
  %acc1 = vector.extract_strided_slice %r2 {offsets = [0], sizes = [1], strides = [1]} : vector<6xf32> to vector<1xf32>
  %r16 = vector.shape_cast %r1 : vector<6xf32> to vector<1x6xf32>
  %mr = vector.multi_reduction <add>, %r16, %acc1 [1] : vector<1x6xf32> to vector<1xf32>
  %one = vector.shape_cast %r1 : vector<6xf32> to vector<6x1xf32>
  %acc6 = vector.shape_cast %r2 : vector<6xf32> to vector<6xf32>
  %mr2 = vector.multi_reduction <add>, %one, %acc6 [1] : vector<6x1xf32> to vector<6xf32>
  %c60 = arith.constant 60 : index
  %mr0 = vector.extract %mr[0] : f32 from vector<1xf32>
  affine.store %mr0, %out[60] : memref<256xf32>
  %c61 = arith.constant 61 : index
  vector.store %mr2, %out[%c61] : memref<256xf32>, vector<6xf32>
  %mk34 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %bb = vector.broadcast %mk34 : vector<3x4xi1> to vector<2x3x4xi1>
  %bbi = arith.extui %bb : vector<2x3x4xi1> to vector<2x3x4xi32>
  %bbf = vector.shape_cast %bbi : vector<2x3x4xi32> to vector<24xi32>
  %c24 = arith.constant 24 : index
  vector.store %bbf, %outi[%c24] : memref<64xi32>, vector<24xi32>
  %e0 = vector.extractelement %z0[] : vector<f32>
  affine.store %e0, %out[70] : memref<256xf32>
  %w = vector.transfer_read %m[%c1, %c0], %pad : memref<5x6xf32>, vector<4x6xf32>
  %ww = vector.insert_strided_slice %t2, %w {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x6xf32>
  vector.transfer_write %ww, %m[%c2, %c1] : vector<4x6xf32>, memref<5x6xf32>
  return
}
