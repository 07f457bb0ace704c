// exp2 template (the structure of
// ../shared/corpus/pytorchsim/raw/exp2_16x16_handson.mlir) for 4 lanes with
// a wide vector: out = exp(x * ln 2) over 4096 floats in 2 tiles of 2048;
// each lane's share of a tile is 2048/4 = 512 floats, computed as
// 4 x vector<128xf32>.  128 floats are 4096 bits, more than 2048: lower-to-vcix
// cuts each math.exp into VLEN/32-element slices for the special-function unit.
memref.global @buf0_spad : memref<2048xf32, 1>
memref.global @buf1_spad : memref<2048xf32, 1>
func.func @kernel(%in_ptr0: memref<4096xf32>,
                       %out_ptr0: memref<4096xf32>)
{
    %const0 = arith.constant 0 : index
    %const1 = arith.constant 2 : index
    %const2 = arith.constant 3 : index
    %alloc0 = memref.alloc() : memref<1xi32> // 0
    %alloc1 = memref.alloc() : memref<1xi32> // 1
    %spad0 = memref.get_global @buf0_spad : memref<2048xf32, 1>
    %spad1 = memref.get_global @buf1_spad : memref<2048xf32, 1>
    affine.for %index0 = 0 to 4096 step 2048
    {
        memref.dma_start %in_ptr0[%index0], %spad0[%const0], %const1, %alloc0[%const0], %const0, %const1 : memref<4096xf32>, memref<2048xf32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
        affine.for %compute_idx = 0 to 512 step 128
        {
            %tmp0 = affine.vector_load %spad0[%compute_idx] : memref<2048xf32, 1>, vector<128xf32>
            %tmp1 = arith.constant 0.69314718055994528623 : f32
            %tmp2 = vector.broadcast %tmp1 : f32 to vector<128xf32>
            %tmp3 = arith.mulf %tmp0, %tmp2 : vector<128xf32>
            %tmp4 = math.exp %tmp3 : vector<128xf32>
            affine.vector_store %tmp4, %spad1[%compute_idx] : memref<2048xf32, 1>, vector<128xf32>
        } {inner_loop=false}
        memref.dma_start %spad1[%const0], %out_ptr0[%index0], %const2, %alloc1[%const0], %const0, %const1 : memref<2048xf32, 1>, memref<4096xf32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    } {outer_loop=true}
    return
}
