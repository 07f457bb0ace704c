// Element-wise add template (the structure of
// ../shared/corpus/pytorchsim/raw/add_1024x1024_joon363.mlir) for 16 lanes:
// 4096 floats in 8 tiles of 512, vlane stride 2 (lane l holds the pairs
// 2l, 2l+1 of every 32 elements); each lane's share of a tile is
// 512/16 = 32 floats, computed as 4 x vector<8xf32>.
memref.global @buf0_spad : memref<512xf32, 1>
memref.global @buf1_spad : memref<512xf32, 1>
memref.global @buf2_spad : memref<512xf32, 1>
func.func @kernel(%in_ptr0: memref<4096xf32>,
                       %in_ptr1: memref<4096xf32>,
                       %out_ptr0: memref<4096xf32>)
{
    %const0 = arith.constant 0 : index
    %const1 = arith.constant 2 : index
    %const2 = arith.constant 3 : index
    %alloc0 = memref.alloc() : memref<1xi32> // 0
    %alloc1 = memref.alloc() : memref<1xi32> // 1
    %alloc2 = memref.alloc() : memref<1xi32> // 2
    %spad0 = memref.get_global @buf0_spad : memref<512xf32, 1>
    %spad1 = memref.get_global @buf1_spad : memref<512xf32, 1>
    %spad2 = memref.get_global @buf2_spad : memref<512xf32, 1>
    affine.for %index0 = 0 to 4096 step 512
    {
        memref.dma_start %in_ptr0[%index0], %spad0[%const0], %const1, %alloc0[%const0], %const0, %const1 : memref<4096xf32>, memref<512xf32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
        memref.dma_start %in_ptr1[%index0], %spad1[%const0], %const1, %alloc1[%const0], %const0, %const1 : memref<4096xf32>, memref<512xf32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
        affine.for %compute_idx = 0 to 32 step 8
        {
            %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
            %tmp1 = affine.vector_load %spad1[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
            %tmp2 = arith.addf %tmp0, %tmp1 : vector<8xf32>
            affine.vector_store %tmp2, %spad2[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
        } {inner_loop=false}
        memref.dma_start %spad2[%const0], %out_ptr0[%index0], %const2, %alloc2[%const0], %const0, %const1 : memref<512xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    } {outer_loop=true}
    return
}
