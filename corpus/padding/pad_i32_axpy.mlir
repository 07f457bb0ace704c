// i32: y = 3 * a + b over 10 elements in 8-wide tiles (0 to 10 step 8 ->
// 16); the padded buffers are zero-filled i32 (memref<16xi32>).
// PAD-IN: a0 = rng.integers(-1000, 1000, 10).astype(np.int32)
// PAD-IN: a1 = rng.integers(-1000, 1000, 10).astype(np.int32)
// PAD-IN: a2 = np.zeros(10, np.int32)
// PAD-EXPECT: a2 = np.int32(3) * a0 + a1
memref.global @A_spad : memref<8xi32, 1>
memref.global @B_spad : memref<8xi32, 1>
func.func @kernel(%A: memref<10xi32>, %B: memref<10xi32>, %Y: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tag0 = memref.alloc() : memref<1xi32>
  %tag1 = memref.alloc() : memref<1xi32>
  %tag2 = memref.alloc() : memref<1xi32>
  %as = memref.get_global @A_spad : memref<8xi32, 1>
  %bs = memref.get_global @B_spad : memref<8xi32, 1>
  affine.for %i = 0 to 10 step 8 {
    memref.dma_start %A[%i], %as[%c0], %c2, %tag0[%c0], %c0, %c1 : memref<10xi32>, memref<8xi32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    memref.dma_start %B[%i], %bs[%c0], %c2, %tag1[%c0], %c0, %c1 : memref<10xi32>, memref<8xi32, 1>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
    %a = affine.vector_load %as[0] : memref<8xi32, 1>, vector<8xi32>
    %b = affine.vector_load %bs[0] : memref<8xi32, 1>, vector<8xi32>
    %three = arith.constant dense<3> : vector<8xi32>
    %m = arith.muli %a, %three : vector<8xi32>
    %y = arith.addi %m, %b : vector<8xi32>
    affine.vector_store %y, %as[0] : memref<8xi32, 1>, vector<8xi32>
    memref.dma_start %as[%c0], %Y[%i], %c3, %tag2[%c0], %c0, %c1 : memref<8xi32, 1>, memref<10xi32>, memref<1xi32> {dram_stride=[1], sram_stride=[1], padding=0}
  } {outer_loop=true}
  return
}
