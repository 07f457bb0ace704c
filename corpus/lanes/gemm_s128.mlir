// LANES: --vectorlane=128 --vlen=256
// gemm_s128: Y = X * W, M=32 K=256 N=128, f32, S=128, VLEN=256 (nr 8),
// in the post-vcix shape lower_to_vcix gives a linalg.matmul (tools/gen_vcix_gemm.py).
#sp = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
#fx = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#fy = affine_map<(d0)[s0] -> (d0 mod s0)>
#dx = affine_map<(d0, d1) -> (d0 * 256 + d1)>
#dw = affine_map<(d0, d1) -> (d0 * 128 + d1)>
module {
  memref.global @X_spad : memref<32x256xf32, 1>
  memref.global @W_spad : memref<256x128xf32, 1>
  memref.global @Y_spad : memref<32x128xf32, 1>
  func.func @kernel(%arg0: memref<8192xf32>, %arg1: memref<32768xf32>, %arg2: memref<4096xf32>) {
    %X = memref.get_global @X_spad : memref<32x256xf32, 1>
    %W = memref.get_global @W_spad : memref<256x128xf32, 1>
    %Y = memref.get_global @Y_spad : memref<32x128xf32, 1>
    %cst = arith.constant dense<0.000000e+00> : vector<32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i0 = 0 to 32 step 32 {
      affine.for %j0 = 0 to 128 step 128 {
        affine.vector_store %cst, %Y[0, 0] : memref<32x128xf32, 1>, vector<32xf32>
        affine.for %k0 = 0 to 256 step 256 {
          %dX = affine.apply #dx(%i0, %k0)
          %tagX = memref.alloc() : memref<1xi32>
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %c1, %c1 : memref<8192xf32>, memref<32x256xf32, 1>, memref<1xi32> {async = true, dram_stride = [256, 1], sram_stride = [1, 32], subtile_size = [32, 256]}
          %dW = affine.apply #dw(%k0, %j0)
          %tagW = memref.alloc() : memref<1xi32>
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %c1, %c1 : memref<32768xf32>, memref<256x128xf32, 1>, memref<1xi32> {async = true, dram_stride = [128, 1], sram_stride = [1, 256], subtile_size = [256, 128]}
          %z = arith.constant 0 : index
          %rvl = arith.constant 8 : i64
          %cK = arith.constant 256 : index
          %cN = arith.constant 128 : index
          %cM = arith.constant 32 : index
          %cP = arith.constant 32 : index
          %one = arith.constant 1 : index
          %pad = arith.constant 0.000000e+00 : f32
          affine.for %k = 0 to 2 {
            memref.dma_wait %tagW[%c0], %one : memref<1xi32>
            %ci_w0 = arith.constant 0 : index
            %cs_w0 = arith.constant 128 : index
            %sp_w0 = affine.apply #sp(%z, %k, %ci_w0)[%cK, %cs_w0]
            %x_w0 = affine.apply #fx(%sp_w0)[%cN]
            %y_w0 = affine.apply #fy(%sp_w0)[%cN]
            %w0 = vector.transfer_read %W[%x_w0, %y_w0], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w0, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w8 = arith.constant 8 : index
            %cs_w8 = arith.constant 128 : index
            %sp_w8 = affine.apply #sp(%z, %k, %ci_w8)[%cK, %cs_w8]
            %x_w8 = affine.apply #fx(%sp_w8)[%cN]
            %y_w8 = affine.apply #fy(%sp_w8)[%cN]
            %w8 = vector.transfer_read %W[%x_w8, %y_w8], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w8, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w16 = arith.constant 16 : index
            %cs_w16 = arith.constant 128 : index
            %sp_w16 = affine.apply #sp(%z, %k, %ci_w16)[%cK, %cs_w16]
            %x_w16 = affine.apply #fx(%sp_w16)[%cN]
            %y_w16 = affine.apply #fy(%sp_w16)[%cN]
            %w16 = vector.transfer_read %W[%x_w16, %y_w16], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w16, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w24 = arith.constant 24 : index
            %cs_w24 = arith.constant 128 : index
            %sp_w24 = affine.apply #sp(%z, %k, %ci_w24)[%cK, %cs_w24]
            %x_w24 = affine.apply #fx(%sp_w24)[%cN]
            %y_w24 = affine.apply #fy(%sp_w24)[%cN]
            %w24 = vector.transfer_read %W[%x_w24, %y_w24], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w24, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w32 = arith.constant 32 : index
            %cs_w32 = arith.constant 128 : index
            %sp_w32 = affine.apply #sp(%z, %k, %ci_w32)[%cK, %cs_w32]
            %x_w32 = affine.apply #fx(%sp_w32)[%cN]
            %y_w32 = affine.apply #fy(%sp_w32)[%cN]
            %w32 = vector.transfer_read %W[%x_w32, %y_w32], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w32, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w40 = arith.constant 40 : index
            %cs_w40 = arith.constant 128 : index
            %sp_w40 = affine.apply #sp(%z, %k, %ci_w40)[%cK, %cs_w40]
            %x_w40 = affine.apply #fx(%sp_w40)[%cN]
            %y_w40 = affine.apply #fy(%sp_w40)[%cN]
            %w40 = vector.transfer_read %W[%x_w40, %y_w40], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w40, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w48 = arith.constant 48 : index
            %cs_w48 = arith.constant 128 : index
            %sp_w48 = affine.apply #sp(%z, %k, %ci_w48)[%cK, %cs_w48]
            %x_w48 = affine.apply #fx(%sp_w48)[%cN]
            %y_w48 = affine.apply #fy(%sp_w48)[%cN]
            %w48 = vector.transfer_read %W[%x_w48, %y_w48], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w48, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w56 = arith.constant 56 : index
            %cs_w56 = arith.constant 128 : index
            %sp_w56 = affine.apply #sp(%z, %k, %ci_w56)[%cK, %cs_w56]
            %x_w56 = affine.apply #fx(%sp_w56)[%cN]
            %y_w56 = affine.apply #fy(%sp_w56)[%cN]
            %w56 = vector.transfer_read %W[%x_w56, %y_w56], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w56, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w64 = arith.constant 64 : index
            %cs_w64 = arith.constant 128 : index
            %sp_w64 = affine.apply #sp(%z, %k, %ci_w64)[%cK, %cs_w64]
            %x_w64 = affine.apply #fx(%sp_w64)[%cN]
            %y_w64 = affine.apply #fy(%sp_w64)[%cN]
            %w64 = vector.transfer_read %W[%x_w64, %y_w64], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w64, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w72 = arith.constant 72 : index
            %cs_w72 = arith.constant 128 : index
            %sp_w72 = affine.apply #sp(%z, %k, %ci_w72)[%cK, %cs_w72]
            %x_w72 = affine.apply #fx(%sp_w72)[%cN]
            %y_w72 = affine.apply #fy(%sp_w72)[%cN]
            %w72 = vector.transfer_read %W[%x_w72, %y_w72], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w72, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w80 = arith.constant 80 : index
            %cs_w80 = arith.constant 128 : index
            %sp_w80 = affine.apply #sp(%z, %k, %ci_w80)[%cK, %cs_w80]
            %x_w80 = affine.apply #fx(%sp_w80)[%cN]
            %y_w80 = affine.apply #fy(%sp_w80)[%cN]
            %w80 = vector.transfer_read %W[%x_w80, %y_w80], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w80, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w88 = arith.constant 88 : index
            %cs_w88 = arith.constant 128 : index
            %sp_w88 = affine.apply #sp(%z, %k, %ci_w88)[%cK, %cs_w88]
            %x_w88 = affine.apply #fx(%sp_w88)[%cN]
            %y_w88 = affine.apply #fy(%sp_w88)[%cN]
            %w88 = vector.transfer_read %W[%x_w88, %y_w88], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w88, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w96 = arith.constant 96 : index
            %cs_w96 = arith.constant 128 : index
            %sp_w96 = affine.apply #sp(%z, %k, %ci_w96)[%cK, %cs_w96]
            %x_w96 = affine.apply #fx(%sp_w96)[%cN]
            %y_w96 = affine.apply #fy(%sp_w96)[%cN]
            %w96 = vector.transfer_read %W[%x_w96, %y_w96], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w96, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w104 = arith.constant 104 : index
            %cs_w104 = arith.constant 128 : index
            %sp_w104 = affine.apply #sp(%z, %k, %ci_w104)[%cK, %cs_w104]
            %x_w104 = affine.apply #fx(%sp_w104)[%cN]
            %y_w104 = affine.apply #fy(%sp_w104)[%cN]
            %w104 = vector.transfer_read %W[%x_w104, %y_w104], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w104, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w112 = arith.constant 112 : index
            %cs_w112 = arith.constant 128 : index
            %sp_w112 = affine.apply #sp(%z, %k, %ci_w112)[%cK, %cs_w112]
            %x_w112 = affine.apply #fx(%sp_w112)[%cN]
            %y_w112 = affine.apply #fy(%sp_w112)[%cN]
            %w112 = vector.transfer_read %W[%x_w112, %y_w112], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w112, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_w120 = arith.constant 120 : index
            %cs_w120 = arith.constant 128 : index
            %sp_w120 = affine.apply #sp(%z, %k, %ci_w120)[%cK, %cs_w120]
            %x_w120 = affine.apply #fx(%sp_w120)[%cN]
            %y_w120 = affine.apply #fy(%sp_w120)[%cN]
            %w120 = vector.transfer_read %W[%x_w120, %y_w120], %pad : memref<256x128xf32, 1>, vector<8xf32>
            "vcix.iv"(%w120, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            memref.dma_wait %tagX[%c0], %one : memref<1xi32>
            %ci_a0 = arith.constant 0 : index
            %sp_a0 = affine.apply #sp(%k, %z, %ci_a0)[%cM, %cP]
            %x_a0 = affine.apply #fx(%sp_a0)[%cK]
            %y_a0 = affine.apply #fy(%sp_a0)[%cK]
            %a0 = vector.transfer_read %X[%x_a0, %y_a0], %pad : memref<32x256xf32, 1>, vector<8xf32>
            "vcix.iv"(%a0, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_a8 = arith.constant 8 : index
            %sp_a8 = affine.apply #sp(%k, %z, %ci_a8)[%cM, %cP]
            %x_a8 = affine.apply #fx(%sp_a8)[%cK]
            %y_a8 = affine.apply #fy(%sp_a8)[%cK]
            %a8 = vector.transfer_read %X[%x_a8, %y_a8], %pad : memref<32x256xf32, 1>, vector<8xf32>
            "vcix.iv"(%a8, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_a16 = arith.constant 16 : index
            %sp_a16 = affine.apply #sp(%k, %z, %ci_a16)[%cM, %cP]
            %x_a16 = affine.apply #fx(%sp_a16)[%cK]
            %y_a16 = affine.apply #fy(%sp_a16)[%cK]
            %a16 = vector.transfer_read %X[%x_a16, %y_a16], %pad : memref<32x256xf32, 1>, vector<8xf32>
            "vcix.iv"(%a16, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            %ci_a24 = arith.constant 24 : index
            %sp_a24 = affine.apply #sp(%k, %z, %ci_a24)[%cM, %cP]
            %x_a24 = affine.apply #fx(%sp_a24)[%cK]
            %y_a24 = affine.apply #fy(%sp_a24)[%cK]
            %a24 = vector.transfer_read %X[%x_a24, %y_a24], %pad : memref<32x256xf32, 1>, vector<8xf32>
            "vcix.iv"(%a24, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
            "vcix.i"(%rvl) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
            %ci_c0 = arith.constant 0 : index
            %sp_c0 = affine.apply #sp(%z, %z, %ci_c0)[%cM, %cP]
            %p0 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
            %x_c0 = affine.apply #fx(%sp_c0)[%cN]
            %y_c0 = affine.apply #fy(%sp_c0)[%cN]
            %o0 = vector.transfer_read %Y[%x_c0, %y_c0], %pad : memref<32x128xf32, 1>, vector<8xf32>
            %s0 = arith.addf %o0, %p0 : vector<8xf32>
            vector.transfer_write %s0, %Y[%x_c0, %y_c0] : vector<8xf32>, memref<32x128xf32, 1>
            %ci_c8 = arith.constant 8 : index
            %sp_c8 = affine.apply #sp(%z, %z, %ci_c8)[%cM, %cP]
            %p8 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
            %x_c8 = affine.apply #fx(%sp_c8)[%cN]
            %y_c8 = affine.apply #fy(%sp_c8)[%cN]
            %o8 = vector.transfer_read %Y[%x_c8, %y_c8], %pad : memref<32x128xf32, 1>, vector<8xf32>
            %s8 = arith.addf %o8, %p8 : vector<8xf32>
            vector.transfer_write %s8, %Y[%x_c8, %y_c8] : vector<8xf32>, memref<32x128xf32, 1>
            %ci_c16 = arith.constant 16 : index
            %sp_c16 = affine.apply #sp(%z, %z, %ci_c16)[%cM, %cP]
            %p16 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
            %x_c16 = affine.apply #fx(%sp_c16)[%cN]
            %y_c16 = affine.apply #fy(%sp_c16)[%cN]
            %o16 = vector.transfer_read %Y[%x_c16, %y_c16], %pad : memref<32x128xf32, 1>, vector<8xf32>
            %s16 = arith.addf %o16, %p16 : vector<8xf32>
            vector.transfer_write %s16, %Y[%x_c16, %y_c16] : vector<8xf32>, memref<32x128xf32, 1>
            %ci_c24 = arith.constant 24 : index
            %sp_c24 = affine.apply #sp(%z, %z, %ci_c24)[%cM, %cP]
            %p24 = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
            %x_c24 = affine.apply #fx(%sp_c24)[%cN]
            %y_c24 = affine.apply #fy(%sp_c24)[%cN]
            %o24 = vector.transfer_read %Y[%x_c24, %y_c24], %pad : memref<32x128xf32, 1>, vector<8xf32>
            %s24 = arith.addf %o24, %p24 : vector<8xf32>
            vector.transfer_write %s24, %Y[%x_c24, %y_c24] : vector<8xf32>, memref<32x128xf32, 1>
          } {inner_loop = true}
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dw(%i0, %j0)
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %c1, %c1 : memref<32x128xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride = [128, 1], padding = 0 : i64, sram_stride = [1, 32]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
}
