// RUN: --passes=dma-fine-grained --no-verify-rewrites --vectorlane=8 --emit=mlir
// The weight subtile [86, 16] is larger than its 16x16 tile: each piece would
// move past the tile (the fuzzer made it; PyTorchSim would emit such DMAs).
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
    %tagX = memref.alloc() : memref<1xi32>
    %tagW = memref.alloc() : memref<1xi32>
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 16 step 16 {
      affine.for %j = 0 to 16 step 16 {
        affine.vector_store %zero32, %Y[0, 0] : memref<16x16xf32, 1>, vector<32xf32>
        affine.for %k0 = 0 to 16 step 16 {
          %dX = affine.apply #dx(%i, %k0)
          %vsaX = arith.constant 1 : index
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %vsaX, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], padding = 0 : i64,
             sram_stride = [1, 16], subtile_size = [8, 16]}
          %dW = affine.apply #dx(%k0, %j)
          %vsaW = arith.constant 1 : index
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %vsaW, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], padding = 0 : i64,
             sram_stride = [1, 16], subtile_size = [86, 16]}
          linalg.matmul ins(%X, %W : memref<16x16xf32, 1>, memref<16x16xf32, 1>)
                        outs(%Y : memref<16x16xf32, 1>)
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dx(%i, %j)
        %vsaY = arith.constant 1 : index
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %vsaY, %c1
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
