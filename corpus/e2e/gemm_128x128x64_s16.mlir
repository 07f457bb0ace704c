// GEMM template (PyTorchSim's memref.dma_start era, the structure of
// ../shared/corpus/pytorchsim/raw/gemm_1024_oldtemplate_joon363.mlir) with
// several tiles and non-square ones, for 16 lanes:
// M = 128, K = 128, N = 64; TILE_M = 32, TILE_K = 64, TILE_N = 64
// (4 x 1 output tiles, 2 accumulation steps each); SUB_TILE_M = 32,
// SUB_TILE_N = 64.  X (M x K), W (K x N), Y (M x N) row-major in DRAM; in the
// scratchpad each tile is column-major (sram_stride [1, rows]) and split over
// the lanes by columns.  Y's per-lane share: 32*64/16 = 128 floats.
memref.global @X_spad : memref<32x64xf32, 1>
memref.global @W_spad : memref<64x64xf32, 1>
memref.global @Y_spad : memref<32x64xf32, 1>
#x_map = affine_map<(d0, d1)[] -> (128*d0 + d1)>
#w_map = affine_map<(d0, d1)[] -> (64*d0 + d1)>

func.func @kernel(%X: memref<16384xf32>, %W: memref<8192xf32>, %Y: memref<8192xf32>) {
  %X_buffer = memref.get_global @X_spad : memref<32x64xf32, 1>
  %W_buffer = memref.get_global @W_spad : memref<64x64xf32, 1>
  %Y_buffer = memref.get_global @Y_spad : memref<32x64xf32, 1>

  %v0 = arith.constant dense<0.0> : vector<128xf32>
  %t_const0 = arith.constant 0 : index
  %t_const1 = arith.constant 1 : index
  %t_const2 = arith.constant 2 : index
  %t_const3 = arith.constant 3 : index
  %t_alloc0 = memref.alloc() : memref<1xi32> // 0
  %t_alloc1 = memref.alloc() : memref<1xi32> // 1
  %t_alloc2 = memref.alloc() : memref<1xi32> // 2
  affine.for %index0 = 0 to 128 step 32 {
    affine.for %index1 = 0 to 64 step 64 {
      affine.vector_store %v0, %Y_buffer[0, 0] : memref<32x64xf32, 1>, vector<128xf32>
      affine.for %index2 = 0 to 128 step 64 {
        %apply0 = affine.apply #x_map(%index0, %index2)[]
        memref.dma_start %X[%apply0], %X_buffer[%t_const0, %t_const0], %t_const2, %t_alloc0[%t_const0], %t_const1, %t_const1 : memref<16384xf32>, memref<32x64xf32, 1>, memref<1xi32>
          {dram_stride=[128, 1], sram_stride=[1, 32], padding=0, subtile_size=[32, 64], async=1}
        %apply1 = affine.apply #w_map(%index2, %index1)[]
        memref.dma_start %W[%apply1], %W_buffer[%t_const0, %t_const0], %t_const2, %t_alloc1[%t_const0], %t_const1, %t_const1 : memref<8192xf32>, memref<64x64xf32, 1>, memref<1xi32>
          {dram_stride=[64, 1], sram_stride=[1, 64], padding=0, subtile_size=[64, 64], async=1}
        linalg.matmul ins(%X_buffer, %W_buffer : memref<32x64xf32, 1>, memref<64x64xf32, 1>)
                outs(%Y_buffer : memref<32x64xf32, 1>)
      } { accumulation_loop=true, subtile_loop="k" }
      affine.for %compute_idx = 0 to 128 step 64
      {
      } {inner_loop=false}
      %epilogue_apply0 = affine.apply #w_map(%index0, %index1)[]
      memref.dma_start %Y_buffer[%t_const0, %t_const0], %Y[%epilogue_apply0], %t_const3, %t_alloc2[%t_const0], %t_const1, %t_const1 : memref<32x64xf32, 1>, memref<8192xf32>, memref<1xi32>
        {dram_stride=[64, 1], sram_stride=[1, 32], padding=0}
    } { outer_loop=true, subtile_loop="n"  }
  } { outer_loop=true, subtile_loop="m" }
  return
}
