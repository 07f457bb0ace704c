// RUN: --passes=build-tog --tog-step=span --emit=mlir
// --tog-step=span, the newest build_tog's rule (tog.md §4.1):
// step := max(end - start, step).  4 to 12 step 2 -> 8 (one iteration, at 4;
// step := end would be 12, the same here); -8 to 8 step 4 -> 16, where
// step := end (8) would run -8 and 0; 0 to 8 step 16 keeps 16.
// CHECK: "affine.for"() <{{.*}}step = 8 : index{{.*}}}> ({
// CHECK: "affine.for"() <{{.*}}step = 16 : index{{.*}}}> ({
// CHECK: "affine.for"() <{{.*}}step = 16 : index{{.*}}}> ({
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 4 to 12 step 2 {
    affine.for %j = -8 to 8 step 4 {
      affine.for %k = 0 to 8 step 16 {
        %d = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2 + 8)>(%i, %j, %k)
        memref.dma_start %arg0[%d], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
      } {inner_loop = true}
    } {inner_loop = true}
  } {outer_loop = true}
  return
}
