// vector.contract: every map form of the Dot lowering (matmul 8, matvec 4),
// batch dims not leading, and two reduction dims with a transposed acc.
#m1 = {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(j,k)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#m2 = {indexing_maps = [affine_map<(i,j,k)->(k,i)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#m3 = {indexing_maps = [affine_map<(i,j,k)->(k,i)>, affine_map<(i,j,k)->(j,k)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#m4 = {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(j,i)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#m5 = {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(j,k)>, affine_map<(i,j,k)->(j,i)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#m6 = {indexing_maps = [affine_map<(i,j,k)->(k,i)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(j,i)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#v1 = {indexing_maps = [affine_map<(i,k)->(k,i)>, affine_map<(i,k)->(k)>, affine_map<(i,k)->(i)>], iterator_types = ["parallel","reduction"], kind = #vector.kind<add>}
#v2 = {indexing_maps = [affine_map<(i,k)->(k)>, affine_map<(i,k)->(i,k)>, affine_map<(i,k)->(i)>], iterator_types = ["parallel","reduction"], kind = #vector.kind<add>}
#g1 = {indexing_maps = [affine_map<(b,i,k)->(i,b,k)>, affine_map<(b,i,k)->(b,k)>, affine_map<(b,i,k)->(b,i)>], iterator_types = ["parallel","parallel","reduction"], kind = #vector.kind<add>}
#g2 = {indexing_maps = [affine_map<(i,j,k,l)->(i,k,l)>, affine_map<(i,j,k,l)->(l,k,j)>, affine_map<(i,j,k,l)->(j,i)>], iterator_types = ["parallel","parallel","reduction","reduction"], kind = #vector.kind<add>}
func.func @kernel(%a: memref<64xf32>, %out: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %f = vector.load %a[%c0] : memref<64xf32>, vector<64xf32>
  %s6 = vector.extract_strided_slice %f {offsets = [1], sizes = [6], strides = [1]} : vector<64xf32> to vector<6xf32>
  %t6 = vector.extract_strided_slice %f {offsets = [17], sizes = [6], strides = [1]} : vector<64xf32> to vector<6xf32>
  %u4 = vector.extract_strided_slice %f {offsets = [33], sizes = [4], strides = [1]} : vector<64xf32> to vector<4xf32>
  %A23 = vector.shape_cast %s6 : vector<6xf32> to vector<2x3xf32>
  %A32 = vector.shape_cast %s6 : vector<6xf32> to vector<3x2xf32>
  %B23 = vector.shape_cast %t6 : vector<6xf32> to vector<2x3xf32>
  %B32 = vector.shape_cast %t6 : vector<6xf32> to vector<3x2xf32>
  %C = vector.shape_cast %u4 : vector<4xf32> to vector<2x2xf32>
  %r1 = vector.contract #m1 %A23, %B23, %C : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  %r2 = vector.contract #m2 %A32, %B32, %C : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  %r3 = vector.contract #m3 %A32, %B23, %C : vector<3x2xf32>, vector<2x3xf32> into vector<2x2xf32>
  %r4 = vector.contract #m4 %A23, %B32, %C : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %r5 = vector.contract #m5 %A23, %B23, %C : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  %r6 = vector.contract #m6 %A32, %B32, %C : vector<3x2xf32>, vector<3x2xf32> into vector<2x2xf32>
  %v3 = vector.extract_strided_slice %f {offsets = [40], sizes = [3], strides = [1]} : vector<64xf32> to vector<3xf32>
  %c2 = vector.extract_strided_slice %f {offsets = [45], sizes = [2], strides = [1]} : vector<64xf32> to vector<2xf32>
  %q1 = vector.contract #v1 %A32, %v3, %c2 : vector<3x2xf32>, vector<3xf32> into vector<2xf32>
  %q2 = vector.contract #v2 %v3, %A23, %c2 : vector<3xf32>, vector<2x3xf32> into vector<2xf32>
  %s12 = vector.extract_strided_slice %f {offsets = [2], sizes = [12], strides = [1]} : vector<64xf32> to vector<12xf32>
  %G = vector.shape_cast %s12 : vector<12xf32> to vector<3x2x2xf32>
  %H = vector.shape_cast %u4 : vector<4xf32> to vector<2x2xf32>
  %s6b = vector.extract_strided_slice %f {offsets = [50], sizes = [6], strides = [1]} : vector<64xf32> to vector<6xf32>
  %GA = vector.shape_cast %s6b : vector<6xf32> to vector<2x3xf32>
  %q3 = vector.contract #g1 %G, %H, %GA : vector<3x2x2xf32>, vector<2x2xf32> into vector<2x3xf32>
  %s24 = vector.extract_strided_slice %f {offsets = [20], sizes = [24], strides = [1]} : vector<64xf32> to vector<24xf32>
  %K = vector.shape_cast %s24 : vector<24xf32> to vector<2x3x4xf32>
  %s36 = vector.extract_strided_slice %f {offsets = [3], sizes = [36], strides = [1]} : vector<64xf32> to vector<36xf32>
  %s24b = vector.extract_strided_slice %s36 {offsets = [0], sizes = [24], strides = [1]} : vector<36xf32> to vector<24xf32>
  %M = vector.shape_cast %s24b : vector<24xf32> to vector<4x3x2xf32>
  %N = vector.shape_cast %u4 : vector<4xf32> to vector<2x2xf32>
  %q4 = vector.contract #g2 %K, %M, %N : vector<2x3x4xf32>, vector<4x3x2xf32> into vector<2x2xf32>
  %o1 = vector.shape_cast %r1 : vector<2x2xf32> to vector<4xf32>
  %o2 = vector.shape_cast %r2 : vector<2x2xf32> to vector<4xf32>
  %o3 = vector.shape_cast %r3 : vector<2x2xf32> to vector<4xf32>
  %o4 = vector.shape_cast %r4 : vector<2x2xf32> to vector<4xf32>
  %o5 = vector.shape_cast %r5 : vector<2x2xf32> to vector<4xf32>
  %o6 = vector.shape_cast %r6 : vector<2x2xf32> to vector<4xf32>
  %o7 = vector.shape_cast %q3 : vector<2x3xf32> to vector<6xf32>
  %o8 = vector.shape_cast %q4 : vector<2x2xf32> to vector<4xf32>
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %c24 = arith.constant 24 : index
  %c26 = arith.constant 26 : index
  %c28 = arith.constant 28 : index
  %c34 = arith.constant 34 : index
  vector.store %o1, %out[%c0] : memref<128xf32>, vector<4xf32>
  vector.store %o2, %out[%c4] : memref<128xf32>, vector<4xf32>
  vector.store %o3, %out[%c8] : memref<128xf32>, vector<4xf32>
  vector.store %o4, %out[%c12] : memref<128xf32>, vector<4xf32>
  vector.store %o5, %out[%c16] : memref<128xf32>, vector<4xf32>
  vector.store %o6, %out[%c20] : memref<128xf32>, vector<4xf32>
  vector.store %q1, %out[%c24] : memref<128xf32>, vector<2xf32>
  vector.store %q2, %out[%c26] : memref<128xf32>, vector<2xf32>
  vector.store %o7, %out[%c28] : memref<128xf32>, vector<6xf32>
  vector.store %o8, %out[%c34] : memref<128xf32>, vector<4xf32>
  return
}
