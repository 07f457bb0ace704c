// C = A @ B, 16x16x16 f32 on an 8x8 systolic array (8 lanes, VLEN 256: 8
// f32 per register): the kernel of shared/spec/pipeline.md §5 written out
// after lower_to_vcix (§5.3), with whole-tile DMAs instead of the
// fine-grained pieces of §5.2 (same scratchpad layout: split axis 1, lane L
// holds columns L and L + 8, each a run of 16 rows).  N and K loops of 2
// (one weight push per (n, k)), M loop of 2 (one input push, compute and
// pop per m); C is zeroed by one 32-element vector store (a lane's share).
#sp = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
#fx = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#fy = affine_map<(d0)[s0] -> (d0 mod s0)>
#dx = affine_map<(d0, d1) -> (d0 * 16 + d1)>
module {
  memref.global @X_spad : memref<16x16xf32, 1>
  memref.global @W_spad : memref<16x16xf32, 1>
  memref.global @Y_spad : memref<16x16xf32, 1>
  func.func @kernel(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>) {
    %X = memref.get_global @X_spad : memref<16x16xf32, 1>
    %W = memref.get_global @W_spad : memref<16x16xf32, 1>
    %Y = memref.get_global @Y_spad : memref<16x16xf32, 1>
    %zero32 = arith.constant dense<0.000000e+00> : vector<32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 16 step 16 {
      affine.for %j = 0 to 16 step 16 {
        affine.vector_store %zero32, %Y[0, 0] : memref<16x16xf32, 1>, vector<32xf32>
        affine.for %k0 = 0 to 16 step 16 {
          %dX = affine.apply #dx(%i, %k0)
          %tX = memref.alloc() : memref<1xi32>
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tX[%c0], %c1, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
          %dW = affine.apply #dx(%k0, %j)
          %tW = memref.alloc() : memref<1xi32>
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tW[%c0], %c1, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
          %z = arith.constant 0 : index
          %rvl = arith.constant 8 : i64
          %cK = arith.constant 16 : index
          %cN = arith.constant 16 : index
          %cM = arith.constant 16 : index
          %cP = arith.constant 8 : index
          %pad = arith.constant 0.000000e+00 : f32
          affine.for %n = 0 to 2 {
            affine.for %k = 0 to 2 {
              memref.dma_wait %tW[%c0], %c1 : memref<1xi32>
              %ss = arith.constant 8 : index
              %spw = affine.apply #sp(%n, %k, %z)[%cK, %ss]
              %xw = affine.apply #fx(%spw)[%cN]
              %yw = affine.apply #fy(%spw)[%cN]
              %wv = vector.transfer_read %W[%xw, %yw], %pad : memref<16x16xf32, 1>, vector<8xf32>
              "vcix.iv"(%wv, %rvl) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
              affine.for %m = 0 to 2 {
                memref.dma_wait %tX[%c0], %c1 : memref<1xi32>
                %sa = affine.apply #sp(%k, %m, %z)[%cM, %cP]
                %xa = affine.apply #fx(%sa)[%cK]
                %ya = affine.apply #fy(%sa)[%cK]
                %av = vector.transfer_read %X[%xa, %ya], %pad : memref<16x16xf32, 1>, vector<8xf32>
                "vcix.iv"(%av, %rvl) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
                "vcix.i"(%rvl) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
                %sc = affine.apply #sp(%n, %m, %z)[%cM, %cP]
                %pv = "vcix.v.i"(%rvl) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
                %xc = affine.apply #fx(%sc)[%cN]
                %yc = affine.apply #fy(%sc)[%cN]
                %old = vector.transfer_read %Y[%xc, %yc], %pad : memref<16x16xf32, 1>, vector<8xf32>
                %new = arith.addf %old, %pv : vector<8xf32>
                vector.transfer_write %new, %Y[%xc, %yc] : vector<8xf32>, memref<16x16xf32, 1>
              } {inner_loop = true}
            } {inner_loop = true}
          } {inner_loop = true}
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dx(%i, %j)
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %c1, %c1
          : memref<16x16xf32, 1>, memref<256xf32>, memref<1xi32>
          {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
  func.func @wrapper_kernel(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>) {
    call @kernel(%arg0, %arg1, %arg2) : (memref<256xf32>, memref<256xf32>, memref<256xf32>) -> ()
    return
  }
}
