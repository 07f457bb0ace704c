// RUN: --passes=lower-to-vcix --vectorlane=8 --vlen=256 --emit=mlir
// The conv2d path of lower-to-vcix (pipeline.md §4.2), on the conv kernel
// of pass_fg_conv.mlir with its coarse DMAs (8 lanes, nr 8).  By hand:
// A = X view 8x8, B = W view 8x16, C = Y view 8x16: M = 8, K = 8, N = 16;
// acc = (k_h, k_w, tile_k), 4 outer loops, inner = (tile_k_h, tile_k_w,
// tile_o_h, tile_o_w) -> conv2d.  Subtiles M 8, K 8 (X), N 8 (W): KStep 8,
// push 8, MStep 8, NStep 8; an N loop of 2, no K loop (K <= S: zero
// vector), no M loop; n_tag = %n, k_tag = m_tag = %c0.
// B wait: -d0 - d1 - d2 + d3 * (16/8)(8/8)kW + d4 * (16/8)(8/8) + (d5
// floordiv 1) * 1 + d6 floordiv 1 with kW = 2 -> d3 * 4 + d4 * 2, over
// (k_h, k_w, tile_k, tile_k_h, tile_k_w, n, c0).
// A wait: off_h = 2 (the constant of #map_I_H(tile_o_h, tile_k_h)), off_w = 2,
// coeff_h = 1 + (oW - 1) * off_w + (kW - 1) = 1 + 2 + 1 = 4: d3 * 2 * 4 + d4 * 2
// + d5 * 1 + d6 floordiv 1 over (k_h, k_w, tile_k, tile_o_h, tile_o_w, c0, c0).
// Bias wait (constant tag index): (c0, c0) with d0 * 1 + d1.
// Everything new goes at the end of the tile_k_w body; the tile_o_h loop
// moves into the N loop after the weight push; the rest ends the o_w body.
//
// CHECK-DAG: #[[WB:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (-d0 - d1 - d2 + d3 * 4 + d4 * 2 + d5 + d6)>
// CHECK-DAG: #[[WA:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (-d0 - d1 - d2 + d3 * 8 + d4 * 2 + d5 + d6)>
// CHECK-DAG: #[[BIAS:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[SP:map[0-9]*]] = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
// CHECK-LABEL: sym_name = "kernel"
// CHECK: %[[TB:[0-9]+]] = "memref.alloc"()
// CHECK-NEXT: %[[TX:[0-9]+]] = "memref.alloc"()
// CHECK-NEXT: %[[TW:[0-9]+]] = "memref.alloc"()
// CHECK: "memref.dma_start"(%arg2,
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[KH:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[KW:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[TK:arg[0-9]+]]: index):
// CHECK: "memref.dma_start"(%arg1,
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[TKH:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[TKW:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: %[[WV:[0-9]+]] = "memref.reinterpret_cast"
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[RVL:[0-9]+]] = "arith.constant"() <{value = 8 : i64}>
// CHECK-NEXT: %[[CK:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[CN:[0-9]+]] = "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: %[[CM:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[CP:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[ONE:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[PAD:[0-9]+]] = "arith.constant"() <{value = 0.000000e+00 : f32}>
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[N:arg[0-9]+]]: index):
// CHECK-NEXT: "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
// CHECK-NEXT: %[[BT:[0-9]+]] = "affine.apply"(%[[KH]], %[[KW]], %[[TK]], %[[TKH]], %[[TKW]], %[[N]], %[[Z]]) <{map = #[[WB]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TW]], %[[BT]], %[[ONE]])
// CHECK-NEXT: %[[I0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SS:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[SPW:[0-9]+]] = "affine.apply"(%[[N]], %[[Z]], %[[I0]], %[[CK]], %[[SS]]) <{map = #[[SP]]}>
// CHECK-NEXT: %[[WX:[0-9]+]] = "affine.apply"(%[[SPW]], %[[CN]])
// CHECK-NEXT: %[[WY:[0-9]+]] = "affine.apply"(%[[SPW]], %[[CN]])
// CHECK-NEXT: %[[W:[0-9]+]] = "vector.transfer_read"(%[[WV]], %[[WX]], %[[WY]], %[[PAD]]) {{.*}} : (memref<8x16xf32, strided<[16, 1], offset: ?>, 1>, index, index, f32) -> vector<8xf32>
// CHECK-NEXT: "vcix.iv"(%[[W]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// The relocated tile_o_h / tile_o_w loops with their original body.
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[OH:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[OW:arg[0-9]+]]: index):
// CHECK-COUNT-4: "affine.apply"
// CHECK-NEXT: %[[XV:[0-9]+]] = "memref.reinterpret_cast"
// CHECK-NEXT: %[[YV:[0-9]+]] = "memref.reinterpret_cast"
// CHECK-NEXT: %[[AT:[0-9]+]] = "affine.apply"(%[[KH]], %[[KW]], %[[TK]], %[[OH]], %[[OW]], %[[Z]], %[[Z]]) <{map = #[[WA]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TX]], %[[AT]], %[[ONE]])
// CHECK-NEXT: %[[BI:[0-9]+]] = "affine.apply"(%[[Z]], %[[Z]]) <{map = #[[BIAS]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TB]], %[[BI]], %[[ONE]])
// CHECK-NEXT: %[[J0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SPA:[0-9]+]] = "affine.apply"(%[[Z]], %[[Z]], %[[J0]], %[[CM]], %[[CP]]) <{map = #[[SP]]}>
// CHECK-NEXT: "affine.apply"(%[[SPA]], %[[CK]])
// CHECK-NEXT: "affine.apply"(%[[SPA]], %[[CK]])
// CHECK-NEXT: %[[A:[0-9]+]] = "vector.transfer_read"(%[[XV]],
// CHECK-NEXT: "vcix.iv"(%[[A]], %[[RVL]]) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64}
// CHECK-NEXT: "vcix.i"(%[[RVL]])
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SPC:[0-9]+]] = "affine.apply"(%[[N]], %[[Z]], %{{[0-9]+}}, %[[CM]], %[[CP]]) <{map = #[[SP]]}>
// CHECK-NEXT: %[[P:[0-9]+]] = "vcix.v.i"(%[[RVL]])
// CHECK-NEXT: %[[CX:[0-9]+]] = "affine.apply"(%[[SPC]], %[[CN]])
// CHECK-NEXT: %[[CY:[0-9]+]] = "affine.apply"(%[[SPC]], %[[CN]])
// CHECK-NEXT: %[[OLD:[0-9]+]] = "vector.transfer_read"(%[[YV]], %[[CX]], %[[CY]], %[[PAD]])
// CHECK-NEXT: %[[NEW:[0-9]+]] = "arith.addf"(%[[OLD]], %[[P]])
// CHECK-NEXT: "vector.transfer_write"(%[[NEW]], %[[YV]], %[[CX]], %[[CY]])
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// The N loop ends, then the tile_k_w body.
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NOT: linalg.matmul
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
