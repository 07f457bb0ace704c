// RUN: --passes=dma-fine-grained --vectorlane=8 --emit=mlir
// Rank 4 (the conv2d template, pipeline.md §3.5, §3.7), 8 lanes: X tile
// [3, 4, 8, 8] (i_h, i_w, m, k), W [1, 2, 8, 16] (k_h, k_w, k, n), subtiles
// [1, 1, 8, 8], split axis 3; a bias [8, 16, 2, 2], subtile [8, 8, 2, 2],
// split axis 1.  By hand:
// - fusion: input dims -> fused [0, 1, 4, 5], weight dims -> [2, 3, 5, 6];
//   counts X [3, 4, 1, 1], W [1, 2, 1, 2]; bounds [3, 4, 1, 2, 1, 1, 2];
//   order X(0,0,0,0) W(0,0,0,0) W(0,0,0,1) W(0,1,0,0) W(0,1,0,1), then
//   X(0,1) X(0,2) X(0,3) X(1,0) ... X(2,3) (16 DMAs).
// - X DRAM d0*256 + d1*64 + d2*8*8 + d3*8; X SRAM (T 8, old 8, new 1;
//   256 -> 256/8*1 = 32, 64 -> 8) d0*32 + d1*8 + d2*8 + ((d3*8) floordiv 8)*8;
//   X tag strides [4, 1, 1, 1].
// - W DRAM d0*256 + d1*128 + d2*16*8 + d3*8; W SRAM (T 8, old 16, new 2;
//   256 -> 32, 128 -> 16) d0*32 + d1*16 + d2*8 + d3*8; W tag [4, 2, 2, 1].
// - bias: loop order [2, 3, 0, 1] with counts [1, 2, 1, 1] (loops 1, 1, 1, 2);
//   DRAM d1*8 (dram_stride [0, 1, 0, 0]); SRAM (T 8, old 16, new 2; 256 ->
//   32, 128 -> 16) d0*8 + d1*8 + d2*2*32 + d3*2*16; tag [2, 1, 1, 1].
//
// CHECK-DAG: #[[DB:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d1 * 8)>
// CHECK-DAG: #[[SUM:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[SB:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 8 + d1 * 8 + d2 * 64 + d3 * 32)>
// CHECK-DAG: #[[TB:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d1 + d2 + d3)>
// CHECK-DAG: #[[DXX:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2 * 64 + d3 * 8)>
// CHECK-DAG: #[[SXX:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 8 + d2 * 8 + d3 * 8)>
// CHECK-DAG: #[[TX:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 4 + d1 + d2 + d3)>
// CHECK-DAG: #[[DXW:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 128 + d2 * 128 + d3 * 8)>
// CHECK-DAG: #[[SXW:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 16 + d2 * 8 + d3 * 8)>
// CHECK-DAG: #[[TW:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 4 + d1 * 2 + d2 * 2 + d3)>
// CHECK-DAG: #[[ONE:map[0-9]*]] = affine_map<() -> (1)>
// CHECK-DAG: #[[TWO:map[0-9]*]] = affine_map<() -> (2)>
// CHECK-LABEL: sym_name = "kernel"
// The bias nest: loops over dims 2, 3, 0, 1.
// CHECK: ^bb0(%{{arg[0-9]+}}: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[TN:arg[0-9]+]]: index):
// CHECK: "affine.for"() <{{.*}}upperBoundMap = #[[ONE]]}> ({
// CHECK-NEXT: ^bb0(%[[L2:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{{.*}}upperBoundMap = #[[ONE]]}> ({
// CHECK-NEXT: ^bb0(%[[L3:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{{.*}}upperBoundMap = #[[ONE]]}> ({
// CHECK-NEXT: ^bb0(%[[L0:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{{.*}}upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[L1:arg[0-9]+]]: index):
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[L0]], %[[L1]], %[[L2]], %[[L3]]) <{map = #[[DB]]}>
// CHECK-NEXT: "affine.apply"(%[[D]], %[[TN]]) <{map = #[[SUM]]}>
// CHECK-NEXT: "affine.apply"(%[[L0]], %[[L1]], %[[L2]], %[[L3]]) <{map = #[[SB]]}>
// CHECK-NEXT: "affine.apply"(%[[L0]], %[[L1]], %[[L2]], %[[L3]]) <{map = #[[TB]]}>
// CHECK-NEXT: "memref.dma_start"({{.*}}) {async = true, dram_stride = [0, 1, 0, 0], fine_grained = true, sram_stride = [1, 8, 256, 128], subtile_size = [8, 8, 2, 2]}
// The fused input / weight DMAs.
// CHECK: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[DXX]]}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[SUM]]}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[SXX]]}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[TX]]}>
// CHECK-NEXT: "memref.dma_start"(%arg0, {{.*}}) {async = true, dram_stride = [256, 64, 8, 1], fine_grained = true, sram_stride = [256, 64, 1, 8], subtile_size = [1, 1, 8, 8]}
// CHECK-COUNT-4: {{.*}}"memref.dma_start"(%arg1, {{.*}}) {async = true, dram_stride = [256, 128, 16, 1], fine_grained = true, sram_stride = [256, 128, 1, 8], subtile_size = [1, 1, 8, 8]}
// W(0,1,0,1): the last weight subtile
// CHECK-NOT: "memref.dma_start"
// CHECK: "memref.dma_start"(%arg0
// CHECK-COUNT-10: "memref.dma_start"(%arg0
// CHECK-NEXT: "affine.for"
// CHECK-NOT: "memref.dma_start"(%arg1
#map_I_H = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map_I_W = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#offset_w_map = affine_map<(d0, d1) -> (d0 * 32 + d1 * 16)>
#offset_x_map = affine_map<(d0, d1) -> (d0 * 32 + d1 * 8)>
#offset_y_map = affine_map<(d0, d1) -> (d0 * 32 + d1 * 16)>
#x_idx = affine_map<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2 * 8 + d3)>
#w_idx = affine_map<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 128 + d2 * 16 + d3)>
#y_idx = affine_map<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 4 + d2 * 2 + d3)>
module {
  memref.global @X_spad : memref<3x4x8x8xf32, 1>
  memref.global @W_spad : memref<1x2x8x16xf32, 1>
  memref.global @Y_spad : memref<8x16x2x2xf32, 1>
  func.func @kernel(%X: memref<768xf32>, %W: memref<256xf32>, %Bias: memref<16xf32>, %Y: memref<512xf32>) {
    %input_buffer = memref.get_global @X_spad : memref<3x4x8x8xf32, 1>
    %weight_buffer = memref.get_global @W_spad : memref<1x2x8x16xf32, 1>
    %output_buffer = memref.get_global @Y_spad : memref<8x16x2x2xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tB = memref.alloc() : memref<1xi32>
    %tX = memref.alloc() : memref<1xi32>
    %tW = memref.alloc() : memref<1xi32>
    %tY = memref.alloc() : memref<1xi32>
    affine.for %tile_m = 0 to 8 step 8 {
      affine.for %tile_n = 0 to 16 step 16 {
        affine.for %o_h = 0 to 2 step 2 {
          affine.for %o_w = 0 to 2 step 2 {
            %vB = arith.constant 1 : index
            memref.dma_start %Bias[%tile_n], %output_buffer[%c0, %c0, %c0, %c0], %c2, %tB[%c0], %vB, %c1
              : memref<16xf32>, memref<8x16x2x2xf32, 1>, memref<1xi32>
              {async = 1 : i64, dram_stride = [0, 1, 0, 0], padding = 0 : i64, sram_stride = [1, 8, 256, 128], subtile_size = [8, 8, 2, 2]}
            affine.for %k_h = 0 to 1 step 1 {
              affine.for %k_w = 0 to 2 step 2 {
                affine.for %tile_k = 0 to 8 step 8 {
                  %index_i_h = affine.apply #map_I_H(%o_h, %k_h)
                  %index_i_w = affine.apply #map_I_W(%o_w, %k_w)
                  %dX = affine.apply #x_idx(%index_i_h, %index_i_w, %tile_m, %tile_k)
                  %vX = arith.constant 3 : index
                  memref.dma_start %X[%dX], %input_buffer[%c0, %c0, %c0, %c0], %c2, %tX[%c0], %vX, %c1
                    : memref<768xf32>, memref<3x4x8x8xf32, 1>, memref<1xi32>
                    {async = 1 : i64, dram_stride = [256, 64, 8, 1], padding = 0 : i64, sram_stride = [256, 64, 1, 8], subtile_size = [1, 1, 8, 8]}
                  %dW = affine.apply #w_idx(%k_h, %k_w, %tile_k, %tile_n)
                  %vW = arith.constant 3 : index
                  memref.dma_start %W[%dW], %weight_buffer[%c0, %c0, %c0, %c0], %c2, %tW[%c0], %vW, %c1
                    : memref<256xf32>, memref<1x2x8x16xf32, 1>, memref<1xi32>
                    {async = 1 : i64, dram_stride = [256, 128, 16, 1], padding = 0 : i64, sram_stride = [256, 128, 1, 8], subtile_size = [1, 1, 8, 8]}
                  affine.for %tile_k_h = 0 to 1 {
                    affine.for %tile_k_w = 0 to 2 {
                      %offset_w = affine.apply #offset_w_map(%tile_k_h, %tile_k_w)
                      %W_buffer = memref.reinterpret_cast %weight_buffer to offset: [%offset_w], sizes: [8, 16], strides: [16, 1] : memref<1x2x8x16xf32, 1> to memref<8x16xf32, strided<[16, 1], offset: ?>, 1>
                      affine.for %tile_o_h = 0 to 2 {
                        affine.for %tile_o_w = 0 to 2 {
                          %tile_i_h = affine.apply #map_I_H(%tile_o_h, %tile_k_h)
                          %tile_i_w = affine.apply #map_I_W(%tile_o_w, %tile_k_w)
                          %offset_x = affine.apply #offset_x_map(%tile_i_h, %tile_i_w)
                          %offset_y = affine.apply #offset_y_map(%tile_o_h, %tile_o_w)
                          %X_buffer = memref.reinterpret_cast %input_buffer to offset: [%offset_x], sizes: [8, 8], strides: [8, 1] : memref<3x4x8x8xf32, 1> to memref<8x8xf32, strided<[8, 1], offset: ?>, 1>
                          %Y_buffer = memref.reinterpret_cast %output_buffer to offset: [%offset_y], sizes: [8, 16], strides: [16, 1] : memref<8x16x2x2xf32, 1> to memref<8x16xf32, strided<[16, 1], offset: ?>, 1>
                          linalg.matmul ins(%X_buffer, %W_buffer : memref<8x8xf32, strided<[8, 1], offset: ?>, 1>, memref<8x16xf32, strided<[16, 1], offset: ?>, 1>)
                                outs(%Y_buffer : memref<8x16xf32, strided<[16, 1], offset: ?>, 1>)
                        } {inner_loop = true}
                      } {inner_loop = true}
                    } {inner_loop = true}
                  } {inner_loop = true}
                } {accumulation_loop = true, subtile_loop = "k"}
              } {accumulation_loop = true}
            } {accumulation_loop = true}
            %dY = affine.apply #y_idx(%tile_m, %tile_n, %o_h, %o_w)
            %vY = arith.constant 1 : index
            memref.dma_start %output_buffer[%c0, %c0, %c0, %c0], %Y[%dY], %c3, %tY[%c0], %vY, %c1
              : memref<8x16x2x2xf32, 1>, memref<512xf32>, memref<1xi32>
              {dram_stride = [64, 4, 2, 1], padding = 0 : i64, sram_stride = [1, 8, 256, 128]}
          } {outer_loop = true}
        } {outer_loop = true}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
}
