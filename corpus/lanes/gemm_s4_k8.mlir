// LANES: --vectorlane=4 --vlen=128
// gemm_s4_k8: Y = X * W, M=4 K=8 N=4, f32, S=4, VLEN=128 (nr 4),
// in the post-vcix shape lower_to_vcix gives a linalg.matmul (tools/gen_vcix_gemm.py).
#sp = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
#fx = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#fy = affine_map<(d0)[s0] -> (d0 mod s0)>
#dx = affine_map<(d0, d1) -> (d0 * 8 + d1)>
#dw = affine_map<(d0, d1) -> (d0 * 4 + d1)>
module {
  memref.global @X_spad : memref<4x8xf32, 1>
  memref.global @W_spad : memref<8x4xf32, 1>
  memref.global @Y_spad : memref<4x4xf32, 1>
  func.func @kernel(%arg0: memref<32xf32>, %arg1: memref<32xf32>, %arg2: memref<16xf32>) {
    %X = memref.get_global @X_spad : memref<4x8xf32, 1>
    %W = memref.get_global @W_spad : memref<8x4xf32, 1>
    %Y = memref.get_global @Y_spad : memref<4x4xf32, 1>
    %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i0 = 0 to 4 step 4 {
      affine.for %j0 = 0 to 4 step 4 {
        affine.vector_store %cst, %Y[0, 0] : memref<4x4xf32, 1>, vector<4xf32>
        affine.for %k0 = 0 to 8 step 8 {
          %dX = affine.apply #dx(%i0, %k0)
          %tagX = memref.alloc() : memref<1xi32>
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %c1, %c1 : memref<32xf32>, memref<4x8xf32, 1>, memref<1xi32> {async = true, dram_stride = [8, 1], sram_stride = [1, 4], subtile_size = [4, 8]}
          %dW = affine.apply #dw(%k0, %j0)
          %tagW = memref.alloc() : memref<1xi32>
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %c1, %c1 : memref<32xf32>, memref<8x4xf32, 1>, memref<1xi32> {async = true, dram_stride = [4, 1], sram_stride = [1, 8], subtile_size = [8, 4]}
          %z = arith.constant 0 : index
          %rvl = arith.constant 4 : i64
          %cK = arith.constant 8 : index
          %cN = arith.constant 4 : index
          %cM = arith.constant 4 : index
          %cP = arith.constant 4 : index
          %one = arith.constant 1 : index
          %pad = arith.constant 0.000000e+00 : f32
          affine.for %k = 0 to 2 {
            memref.dma_wait %tagW[%c0], %one : memref<1xi32>
            %ci_w0 = arith.constant 0 : index
            %cs_w0 = arith.constant 4 : index
            %sp_w0 = affine.apply #sp(%z, %k, %ci_w0)[%cK, %cs_w0]
            %x_w0 = affine.apply #fx(%sp_w0)[%cN]
            %y_w0 = affine.apply #fy(%sp_w0)[%cN]
            %w0 = vector.transfer_read %W[%x_w0, %y_w0], %pad : memref<8x4xf32, 1>, vector<4xf32>
            "vcix.iv"(%w0, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
            memref.dma_wait %tagX[%c0], %one : memref<1xi32>
            %ci_a0 = arith.constant 0 : index
            %sp_a0 = affine.apply #sp(%k, %z, %ci_a0)[%cM, %cP]
            %x_a0 = affine.apply #fx(%sp_a0)[%cK]
            %y_a0 = affine.apply #fy(%sp_a0)[%cK]
            %a0 = vector.transfer_read %X[%x_a0, %y_a0], %pad : memref<4x8xf32, 1>, vector<4xf32>
            "vcix.iv"(%a0, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
            "vcix.i"(%rvl) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
            %ci_c0 = arith.constant 0 : index
            %sp_c0 = affine.apply #sp(%z, %z, %ci_c0)[%cM, %cP]
            %p0 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
            %x_c0 = affine.apply #fx(%sp_c0)[%cN]
            %y_c0 = affine.apply #fy(%sp_c0)[%cN]
            %o0 = vector.transfer_read %Y[%x_c0, %y_c0], %pad : memref<4x4xf32, 1>, vector<4xf32>
            %s0 = arith.addf %o0, %p0 : vector<4xf32>
            vector.transfer_write %s0, %Y[%x_c0, %y_c0] : vector<4xf32>, memref<4x4xf32, 1>
          } {inner_loop = true}
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dw(%i0, %j0)
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %c1, %c1 : memref<4x4xf32, 1>, memref<16xf32>, memref<1xi32> {dram_stride = [4, 1], padding = 0 : i64, sram_stride = [1, 4]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
}
