// GEMM   kernel
// M = 256
// N = 256
// K = 256
// TILE_M = 256
// TILE_N = 256
// TILE_K = 256
// SUB_TILE_M = 256
// SUB_TILE_N = 256
//
// The code generator's input for PyTorchSim's fixture
// (../shared/corpus/pytorchsim/gemm256_postvcix.mlir): the GEMM template
// of reconstructed/gemm_64x64x64.mlir at 256^3, with each DMA written as
// the togsim.transfer (layout B) that decompose-transfer turns into the
// fixture's memref.dma_start.  Tile and subtile sizes come from the
// fixture's attributes: the X/W loads carry subtile_size = [256, 256],
// dram_stride = [256, 1], sram_stride = [1, 256] (split axis 1, vlane
// stride 1), the Y store dram_stride = [256, 1], sram_stride = [1, 256]
// and no subtile; one lane's share of Y is vector<512xf32> at 128 lanes.
// tests/fixture_chain.sh runs it through the chain and compares.
memref.global @X_spad : memref<256x256xf32, 1>
memref.global @W_spad : memref<256x256xf32, 1>
memref.global @Y_spad : memref<256x256xf32, 1>
#t_map0 = affine_map<(d0, d1) -> (256*d0 + d1)>

func.func @kernel(%X: memref<65536xf32>, %W: memref<65536xf32>, %Y: memref<65536xf32>) {
  %X_buffer = memref.get_global @X_spad : memref<256x256xf32, 1>
  %W_buffer = memref.get_global @W_spad : memref<256x256xf32, 1>
  %Y_buffer = memref.get_global @Y_spad : memref<256x256xf32, 1>

  %v0 = arith.constant dense<0.0> : vector<512xf32>
  %t_const0 = arith.constant 0 : index
  %t_const1 = arith.constant 1 : index
  %t_const2 = arith.constant 3 : index
  %t_const3 = arith.constant 2 : index
  %t_alloc0 = memref.alloc() : memref<1xi32> // 0
  %t_alloc1 = memref.alloc() : memref<1xi32> // 1
  %t_alloc2 = memref.alloc() : memref<1xi32> // 2
  affine.for %index0 = 0 to 256 step 256 {
    affine.for %index1 = 0 to 256 step 256 {
      affine.vector_store %v0, %Y_buffer[0, 0] : memref<256x256xf32, 1>, vector<512xf32>
      affine.for %index2 = 0 to 256 step 256 {
        %apply0 = affine.apply #t_map0(%index0, %index2)
        "togsim.transfer"(%X, %apply0, %X_buffer, %t_const0, %t_alloc1, %t_const3, %t_const1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [256, 1], tile_stride = [1, 256], padding = 0 : i64, subtile_size = [256, 256], async = 1 : i64} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
        %apply1 = affine.apply #t_map0(%index2, %index1)
        "togsim.transfer"(%W, %apply1, %W_buffer, %t_const0, %t_alloc2, %t_const3, %t_const1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [256, 1], tile_stride = [1, 256], padding = 0 : i64, subtile_size = [256, 256], async = 1 : i64} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
        linalg.matmul ins(%X_buffer, %W_buffer : memref<256x256xf32, 1>, memref<256x256xf32, 1>)
                outs(%Y_buffer : memref<256x256xf32, 1>)
      } { accumulation_loop=true, subtile_loop="k" }
      affine.for %compute_idx = 0 to 1 step 1
      {
      } {inner_loop=false}
      %epilogue_apply0 = affine.apply #t_map0(%index0, %index1)
      "togsim.transfer"(%Y, %epilogue_apply0, %Y_buffer, %t_const0, %t_alloc0, %t_const2, %t_const1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [256, 1], tile_stride = [1, 256], padding = 0 : i64} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, memref<1xi32>, index, index) -> ()
    } { outer_loop=true, subtile_loop="n"  }
  } { outer_loop=true, subtile_loop="m" }
  return
}
