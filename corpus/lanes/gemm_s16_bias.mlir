// LANES: --vectorlane=16 --vlen=128
// gemm_s16_bias: Y = X * W + bias, M=16 K=32 N=32, f32, S=16, VLEN=128 (nr 4),
// in the post-vcix shape lower_to_vcix gives a linalg.matmul (tools/gen_vcix_gemm.py).
#sp = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
#fx = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#fy = affine_map<(d0)[s0] -> (d0 mod s0)>
#dx = affine_map<(d0, d1) -> (d0 * 32 + d1)>
#dw = affine_map<(d0, d1) -> (d0 * 32 + d1)>
module {
  memref.global @X_spad : memref<16x32xf32, 1>
  memref.global @W_spad : memref<32x32xf32, 1>
  memref.global @Y_spad : memref<16x32xf32, 1>
  func.func @kernel(%arg0: memref<512xf32>, %arg1: memref<1024xf32>, %bias: memref<32xf32>, %arg2: memref<512xf32>) {
    %X = memref.get_global @X_spad : memref<16x32xf32, 1>
    %W = memref.get_global @W_spad : memref<32x32xf32, 1>
    %Y = memref.get_global @Y_spad : memref<16x32xf32, 1>
    %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i0 = 0 to 16 step 16 {
      affine.for %j0 = 0 to 32 step 32 {
        %tagB = memref.alloc() : memref<1xi32>
        memref.dma_start %bias[%j0], %Y[%c0, %c0], %c2, %tagB[%c0], %c1, %c1 : memref<32xf32>, memref<16x32xf32, 1>, memref<1xi32> {dram_stride = [0, 1], padding = 0 : i64, sram_stride = [1, 16], subtile_size = [16, 32]}
        affine.for %k0 = 0 to 32 step 32 {
          %dX = affine.apply #dx(%i0, %k0)
          %tagX = memref.alloc() : memref<1xi32>
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %c1, %c1 : memref<512xf32>, memref<16x32xf32, 1>, memref<1xi32> {async = true, dram_stride = [32, 1], sram_stride = [1, 16], subtile_size = [16, 32]}
          %dW = affine.apply #dw(%k0, %j0)
          %tagW = memref.alloc() : memref<1xi32>
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %c1, %c1 : memref<1024xf32>, memref<32x32xf32, 1>, memref<1xi32> {async = true, dram_stride = [32, 1], sram_stride = [1, 32], subtile_size = [32, 32]}
          %z = arith.constant 0 : index
          %rvl = arith.constant 4 : i64
          %cK = arith.constant 32 : index
          %cN = arith.constant 32 : index
          %cM = arith.constant 16 : index
          %cP = arith.constant 16 : index
          %one = arith.constant 1 : index
          %pad = arith.constant 0.000000e+00 : f32
          affine.for %n = 0 to 2 {
            affine.for %k = 0 to 2 {
              memref.dma_wait %tagW[%c0], %one : memref<1xi32>
              %ci_w0 = arith.constant 0 : index
              %cs_w0 = arith.constant 16 : index
              %sp_w0 = affine.apply #sp(%n, %k, %ci_w0)[%cK, %cs_w0]
              %x_w0 = affine.apply #fx(%sp_w0)[%cN]
              %y_w0 = affine.apply #fy(%sp_w0)[%cN]
              %w0 = vector.transfer_read %W[%x_w0, %y_w0], %pad : memref<32x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%w0, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_w4 = arith.constant 4 : index
              %cs_w4 = arith.constant 16 : index
              %sp_w4 = affine.apply #sp(%n, %k, %ci_w4)[%cK, %cs_w4]
              %x_w4 = affine.apply #fx(%sp_w4)[%cN]
              %y_w4 = affine.apply #fy(%sp_w4)[%cN]
              %w4 = vector.transfer_read %W[%x_w4, %y_w4], %pad : memref<32x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%w4, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_w8 = arith.constant 8 : index
              %cs_w8 = arith.constant 16 : index
              %sp_w8 = affine.apply #sp(%n, %k, %ci_w8)[%cK, %cs_w8]
              %x_w8 = affine.apply #fx(%sp_w8)[%cN]
              %y_w8 = affine.apply #fy(%sp_w8)[%cN]
              %w8 = vector.transfer_read %W[%x_w8, %y_w8], %pad : memref<32x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%w8, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_w12 = arith.constant 12 : index
              %cs_w12 = arith.constant 16 : index
              %sp_w12 = affine.apply #sp(%n, %k, %ci_w12)[%cK, %cs_w12]
              %x_w12 = affine.apply #fx(%sp_w12)[%cN]
              %y_w12 = affine.apply #fy(%sp_w12)[%cN]
              %w12 = vector.transfer_read %W[%x_w12, %y_w12], %pad : memref<32x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%w12, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              memref.dma_wait %tagX[%c0], %one : memref<1xi32>
              %ci_a0 = arith.constant 0 : index
              %sp_a0 = affine.apply #sp(%k, %z, %ci_a0)[%cM, %cP]
              %x_a0 = affine.apply #fx(%sp_a0)[%cK]
              %y_a0 = affine.apply #fy(%sp_a0)[%cK]
              %a0 = vector.transfer_read %X[%x_a0, %y_a0], %pad : memref<16x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%a0, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_a4 = arith.constant 4 : index
              %sp_a4 = affine.apply #sp(%k, %z, %ci_a4)[%cM, %cP]
              %x_a4 = affine.apply #fx(%sp_a4)[%cK]
              %y_a4 = affine.apply #fy(%sp_a4)[%cK]
              %a4 = vector.transfer_read %X[%x_a4, %y_a4], %pad : memref<16x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%a4, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_a8 = arith.constant 8 : index
              %sp_a8 = affine.apply #sp(%k, %z, %ci_a8)[%cM, %cP]
              %x_a8 = affine.apply #fx(%sp_a8)[%cK]
              %y_a8 = affine.apply #fy(%sp_a8)[%cK]
              %a8 = vector.transfer_read %X[%x_a8, %y_a8], %pad : memref<16x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%a8, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              %ci_a12 = arith.constant 12 : index
              %sp_a12 = affine.apply #sp(%k, %z, %ci_a12)[%cM, %cP]
              %x_a12 = affine.apply #fx(%sp_a12)[%cK]
              %y_a12 = affine.apply #fy(%sp_a12)[%cK]
              %a12 = vector.transfer_read %X[%x_a12, %y_a12], %pad : memref<16x32xf32, 1>, vector<4xf32>
              "vcix.iv"(%a12, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
              "vcix.i"(%rvl) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
              %ci_c0 = arith.constant 0 : index
              %sp_c0 = affine.apply #sp(%n, %z, %ci_c0)[%cM, %cP]
              %p0 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
              %x_c0 = affine.apply #fx(%sp_c0)[%cN]
              %y_c0 = affine.apply #fy(%sp_c0)[%cN]
              %o0 = vector.transfer_read %Y[%x_c0, %y_c0], %pad : memref<16x32xf32, 1>, vector<4xf32>
              %s0 = arith.addf %o0, %p0 : vector<4xf32>
              vector.transfer_write %s0, %Y[%x_c0, %y_c0] : vector<4xf32>, memref<16x32xf32, 1>
              %ci_c4 = arith.constant 4 : index
              %sp_c4 = affine.apply #sp(%n, %z, %ci_c4)[%cM, %cP]
              %p4 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
              %x_c4 = affine.apply #fx(%sp_c4)[%cN]
              %y_c4 = affine.apply #fy(%sp_c4)[%cN]
              %o4 = vector.transfer_read %Y[%x_c4, %y_c4], %pad : memref<16x32xf32, 1>, vector<4xf32>
              %s4 = arith.addf %o4, %p4 : vector<4xf32>
              vector.transfer_write %s4, %Y[%x_c4, %y_c4] : vector<4xf32>, memref<16x32xf32, 1>
              %ci_c8 = arith.constant 8 : index
              %sp_c8 = affine.apply #sp(%n, %z, %ci_c8)[%cM, %cP]
              %p8 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
              %x_c8 = affine.apply #fx(%sp_c8)[%cN]
              %y_c8 = affine.apply #fy(%sp_c8)[%cN]
              %o8 = vector.transfer_read %Y[%x_c8, %y_c8], %pad : memref<16x32xf32, 1>, vector<4xf32>
              %s8 = arith.addf %o8, %p8 : vector<4xf32>
              vector.transfer_write %s8, %Y[%x_c8, %y_c8] : vector<4xf32>, memref<16x32xf32, 1>
              %ci_c12 = arith.constant 12 : index
              %sp_c12 = affine.apply #sp(%n, %z, %ci_c12)[%cM, %cP]
              %p12 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
              %x_c12 = affine.apply #fx(%sp_c12)[%cN]
              %y_c12 = affine.apply #fy(%sp_c12)[%cN]
              %o12 = vector.transfer_read %Y[%x_c12, %y_c12], %pad : memref<16x32xf32, 1>, vector<4xf32>
              %s12 = arith.addf %o12, %p12 : vector<4xf32>
              vector.transfer_write %s12, %Y[%x_c12, %y_c12] : vector<4xf32>, memref<16x32xf32, 1>
            } {inner_loop = true}
          } {inner_loop = true}
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dw(%i0, %j0)
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %c1, %c1 : memref<16x32xf32, 1>, memref<512xf32>, memref<1xi32> {dram_stride = [32, 1], padding = 0 : i64, sram_stride = [1, 16]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
}
