// linalg.generic reduction (row max, iterator "reduction") with a broadcast input map, into a 1-D output.
func.func @kernel(%a: memref<8x16xf32>, %bias: memref<16xf32>, %o: memref<8xf32>) {
  %m = arith.constant -1.0e30 : f32
  linalg.fill ins(%m : f32) outs(%o : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %bias : memref<8x16xf32>, memref<16xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%x: f32, %b: f32, %acc: f32):
    %s = arith.addf %x, %b : f32
    %r = arith.maxnumf %acc, %s : f32
    linalg.yield %r : f32
  }
  return
}
