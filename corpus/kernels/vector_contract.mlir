// vector.contract as MLIR 19's default (Dot) lowering computes it: matmul
// and matvec forms as (+0.0 + sum of products) + acc, others unrolled with
// the accumulator threaded through the reduction.
#mm = {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#mmt = {indexing_maps = [affine_map<(i,j,k)->(k,i)>, affine_map<(i,j,k)->(j,k)>, affine_map<(i,j,k)->(j,i)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#mkn = {indexing_maps = [affine_map<(i,k,j)->(i,k)>, affine_map<(i,k,j)->(k,j)>, affine_map<(i,k,j)->(i,j)>], iterator_types = ["parallel","reduction","parallel"], kind = #vector.kind<add>}
#mv = {indexing_maps = [affine_map<(i,k)->(i,k)>, affine_map<(i,k)->(k)>, affine_map<(i,k)->(i)>], iterator_types = ["parallel","reduction"], kind = #vector.kind<add>}
#vm = {indexing_maps = [affine_map<(i,k)->(k)>, affine_map<(i,k)->(k,i)>, affine_map<(i,k)->(i)>], iterator_types = ["parallel","reduction"], kind = #vector.kind<add>}
#dot = {indexing_maps = [affine_map<(k)->(k)>, affine_map<(k)->(k)>, affine_map<(k)->()>], iterator_types = ["reduction"], kind = #vector.kind<add>}
#dot2 = {indexing_maps = [affine_map<(k,l)->(k,l)>, affine_map<(k,l)->(l,k)>, affine_map<(k,l)->()>], iterator_types = ["reduction","reduction"], kind = #vector.kind<add>}
#bmm = {indexing_maps = [affine_map<(b,i,j,k)->(b,i,k)>, affine_map<(b,i,j,k)->(b,k,j)>, affine_map<(b,i,j,k)->(b,i,j)>], iterator_types = ["parallel","parallel","parallel","reduction"], kind = #vector.kind<add>}
#kij = {indexing_maps = [affine_map<(k,i,j)->(i,k)>, affine_map<(k,i,j)->(k,j)>, affine_map<(k,i,j)->(i,j)>], iterator_types = ["reduction","parallel","parallel"], kind = #vector.kind<add>}
func.func @kernel(%a: memref<32xf32>, %b: memref<32xf32>, %ia: memref<16xi32>, %out: memref<128xf32>, %outi: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %fa = vector.load %a[%c0] : memref<32xf32>, vector<24xf32>
  %fb = vector.load %b[%c0] : memref<32xf32>, vector<24xf32>
  %fc = vector.load %b[%c8] : memref<32xf32>, vector<24xf32>
  %a23 = vector.extract_strided_slice %fa {offsets = [0], sizes = [6], strides = [1]} : vector<24xf32> to vector<6xf32>
  %b6 = vector.extract_strided_slice %fb {offsets = [3], sizes = [6], strides = [1]} : vector<24xf32> to vector<6xf32>
  %c4 = vector.extract_strided_slice %fc {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %A = vector.shape_cast %a23 : vector<6xf32> to vector<2x3xf32>
  %B = vector.shape_cast %b6 : vector<6xf32> to vector<3x2xf32>
  %C = vector.shape_cast %c4 : vector<4xf32> to vector<2x2xf32>
  %r0 = vector.contract #mm %A, %B, %C : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %At = vector.shape_cast %a23 : vector<6xf32> to vector<3x2xf32>
  %Bt = vector.shape_cast %b6 : vector<6xf32> to vector<2x3xf32>
  %r1 = vector.contract #mmt %At, %Bt, %C : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  %r2 = vector.contract #mkn %A, %B, %C : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %v3 = vector.extract_strided_slice %fb {offsets = [10], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %c2 = vector.extract_strided_slice %fc {offsets = [5], sizes = [2], strides = [1]} : vector<24xf32> to vector<2xf32>
  %r3 = vector.contract #mv %A, %v3, %c2 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %r4 = vector.contract #vm %v3, %B, %c2 : vector<3xf32>, vector<3x2xf32> into vector<2xf32>
  %s = affine.load %b[20] : memref<32xf32>
  %d8a = vector.extract_strided_slice %fa {offsets = [2], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %d8b = vector.extract_strided_slice %fb {offsets = [9], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %r5 = vector.contract #dot %d8a, %d8b, %s : vector<8xf32>, vector<8xf32> into f32
  %M24 = vector.shape_cast %d8a : vector<8xf32> to vector<2x4xf32>
  %M42 = vector.shape_cast %d8b : vector<8xf32> to vector<4x2xf32>
  %r6 = vector.contract #dot2 %M24, %M42, %s : vector<2x4xf32>, vector<4x2xf32> into f32
  %ba = vector.extract_strided_slice %fa {offsets = [0], sizes = [12], strides = [1]} : vector<24xf32> to vector<12xf32>
  %bb = vector.extract_strided_slice %fb {offsets = [4], sizes = [12], strides = [1]} : vector<24xf32> to vector<12xf32>
  %bc = vector.extract_strided_slice %fc {offsets = [1], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %BA = vector.shape_cast %ba : vector<12xf32> to vector<2x2x3xf32>
  %BB = vector.shape_cast %bb : vector<12xf32> to vector<2x3x2xf32>
  %BC = vector.shape_cast %bc : vector<8xf32> to vector<2x2x2xf32>
  %r7 = vector.contract #bmm %BA, %BB, %BC : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  %r8 = vector.contract #kij %A, %B, %C : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %o0 = vector.shape_cast %r0 : vector<2x2xf32> to vector<4xf32>
  %o1 = vector.shape_cast %r1 : vector<2x2xf32> to vector<4xf32>
  %o2 = vector.shape_cast %r2 : vector<2x2xf32> to vector<4xf32>
  %o7 = vector.shape_cast %r7 : vector<2x2x2xf32> to vector<8xf32>
  %o8 = vector.shape_cast %r8 : vector<2x2xf32> to vector<4xf32>
  vector.store %o0, %out[%c0] : memref<128xf32>, vector<4xf32>
  %c4i = arith.constant 4 : index
  vector.store %o1, %out[%c4i] : memref<128xf32>, vector<4xf32>
  vector.store %o2, %out[%c8] : memref<128xf32>, vector<4xf32>
  %c12 = arith.constant 12 : index
  vector.store %r3, %out[%c12] : memref<128xf32>, vector<2xf32>
  %c14 = arith.constant 14 : index
  vector.store %r4, %out[%c14] : memref<128xf32>, vector<2xf32>
  affine.store %r5, %out[16] : memref<128xf32>
  affine.store %r6, %out[17] : memref<128xf32>
  %c20 = arith.constant 20 : index
  vector.store %o7, %out[%c20] : memref<128xf32>, vector<8xf32>
  %c28 = arith.constant 28 : index
  vector.store %o8, %out[%c28] : memref<128xf32>, vector<4xf32>
  %iv = vector.load %ia[%c0] : memref<16xi32>, vector<16xi32>
  %i1 = vector.extract_strided_slice %iv {offsets = [0], sizes = [6], strides = [1]} : vector<16xi32> to vector<6xi32>
  %i2 = vector.extract_strided_slice %iv {offsets = [6], sizes = [6], strides = [1]} : vector<16xi32> to vector<6xi32>
  %i3 = vector.extract_strided_slice %iv {offsets = [12], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
  %IA = vector.shape_cast %i1 : vector<6xi32> to vector<2x3xi32>
  %IB = vector.shape_cast %i2 : vector<6xi32> to vector<3x2xi32>
  %IC = vector.shape_cast %i3 : vector<4xi32> to vector<2x2xi32>
  %ir = vector.contract #mm %IA, %IB, %IC : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %iro = vector.shape_cast %ir : vector<2x2xi32> to vector<4xi32>
  vector.store %iro, %outi[%c0] : memref<8xi32>, vector<4xi32>
  return
}
