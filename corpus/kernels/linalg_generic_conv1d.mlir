// linalg.generic 1-D convolution: input map (d0 + d1), two outputs (sum and max), i32.
#in = affine_map<(d0, d1) -> (d0 + d1)>
#w = affine_map<(d0, d1) -> (d1)>
#o = affine_map<(d0, d1) -> (d0)>
func.func @kernel(%x: memref<12xi32>, %w: memref<3xi32>, %o: memref<10xi32>, %m: memref<10xi32>) {
  linalg.generic {indexing_maps = [#in, #w, #o, #o], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : memref<12xi32>, memref<3xi32>) outs(%o, %m : memref<10xi32>, memref<10xi32>) {
  ^bb0(%a: i32, %b: i32, %acc: i32, %mx: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %acc, %p : i32
    %n = arith.maxsi %mx, %p : i32
    linalg.yield %s, %n : i32, i32
  }
  return
}
