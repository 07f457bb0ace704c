// RUN: --passes=lower-to-vcix --vectorlane=8 --emit=mlir
// The conv2d tile_k_w loop runs to a symbol, not a constant: the wait maps
// need its trip count (pipeline.md §4.2).
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
                    affine.for %tile_k_w = 0 to %c2 {
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
