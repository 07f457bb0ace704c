// linalg.generic row reduction (parallel, reduction) with a transposed input map and a scalar input.
#t = affine_map<(d0, d1) -> (d1, d0)>
#r = affine_map<(d0, d1) -> (d0)>
#s = affine_map<(d0, d1) -> ()>
func.func @kernel(%x: memref<7x5xf32>, %o: memref<5xf32>) {
  %k = arith.constant 0.5 : f32
  linalg.generic {indexing_maps = [#t, #s, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x, %k : memref<7x5xf32>, f32) outs(%o : memref<5xf32>) {
  ^bb0(%a: f32, %c: f32, %acc: f32):
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
