// linalg.fill followed by a linalg.generic elementwise op with two inputs and index-dependent body (linalg.index).
func.func @kernel(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  %z = arith.constant 1.5 : f32
  linalg.fill ins(%z : f32) outs(%o : memref<4x8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %m = arith.mulf %x, %y : f32
    %t = arith.addf %m, %acc : f32
    %r = arith.addf %t, %sf : f32
    linalg.yield %r : f32
  }
  return
}
