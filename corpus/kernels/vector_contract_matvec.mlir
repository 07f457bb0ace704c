// vector.contract as a matrix-vector product and as a dot product (MLIR's default lowering).
func.func @kernel(%a: memref<4x8xf32>, %x: memref<8xf32>, %y: memref<4xf32>, %d: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %m = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
  %v = vector.load %x[%c0] : memref<8xf32>, vector<8xf32>
  %acc = vector.load %y[%c0] : memref<4xf32>, vector<4xf32>
  %r = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %m, %v, %acc : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  vector.store %r, %y[%c0] : memref<4xf32>, vector<4xf32>
  %z = arith.constant 0.0 : f32
  %dot = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %z : vector<8xf32>, vector<8xf32> into f32
  memref.store %dot, %d[%c0] : memref<1xf32>
  return
}
