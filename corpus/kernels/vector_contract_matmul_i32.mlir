// vector.contract matmul on i32 (4x4 * 4x4 + acc), with transposed B indexing map.
func.func @kernel(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %x = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x4xi32>, vector<4x4xi32>
  %y = vector.transfer_read %b[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x4xi32>, vector<4x4xi32>
  %z = vector.transfer_read %c[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x4xi32>, vector<4x4xi32>
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<4x4xi32>, vector<4x4xi32> into vector<4x4xi32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xi32>, memref<4x4xi32>
  return
}
