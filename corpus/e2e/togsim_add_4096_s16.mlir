// add_4096_s16.mlir with each DMA written as the newest code generator's
// togsim.transfer (the form of
// ../shared/corpus/pytorchsim/reconstructed/togsim_add_1024x1024.mlir):
// 4096 floats, tiles of 512, 16 lanes, vlane stride 2.
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
        "togsim.transfer"(%in_ptr0, %index0, %spad0, %const0, %alloc0, %const0, %const1, %const1) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<4096xf32>, index, memref<512xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
        "togsim.transfer"(%in_ptr1, %index0, %spad1, %const0, %alloc1, %const0, %const1, %const1) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<4096xf32>, index, memref<512xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
        affine.for %compute_idx = 0 to 32 step 8
        {
            %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
            %tmp1 = affine.vector_load %spad1[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
            %tmp2 = arith.addf %tmp0, %tmp1 : vector<8xf32>
            affine.vector_store %tmp2, %spad2[%compute_idx] : memref<512xf32, 1>, vector<8xf32>
        } {inner_loop=false}
        "togsim.transfer"(%out_ptr0, %index0, %spad2, %const0, %alloc2, %const0, %const2, %const1) {dma_kind = "MVOUT", vlane_split_axis = 0 : i64, dram_stride = [1], tile_stride = [1], padding = 0 : i64} : (memref<4096xf32>, index, memref<512xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    } {outer_loop=true}
    return
}
