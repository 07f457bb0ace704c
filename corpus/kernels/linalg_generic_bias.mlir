// linalg.generic: broadcast of a bias row (map (d0, d1) -> (d1)), linalg.index used in the body, dead output argument.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @kernel(%x: memref<4x6xf32>, %bias: memref<6xf32>, %o: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : memref<4x6xf32>, memref<6xf32>) outs(%o : memref<4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %f : f32
    linalg.yield %t : f32
  }
  return
}
