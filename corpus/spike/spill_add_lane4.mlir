// out = in0 + in1 over 1536 floats on 4 lanes (VLEN 256), with six vector<64xf32>
// (LMUL 8) values live at once: RVV spills.  Does not run on Spike yet (docs/spike.md,
// "Backend fixes for Spike"): a reproducer; tests/filecheck/riscv64_vscale_spill.mlir.
memref.global @buf0_spad : memref<1536xf32, 1>
memref.global @buf1_spad : memref<1536xf32, 1>
memref.global @buf2_spad : memref<1536xf32, 1>
func.func @kernel(%in0: memref<1536xf32>, %in1: memref<1536xf32>, %out: memref<1536xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %t0 = memref.alloc() : memref<1xi32>
  %t1 = memref.alloc() : memref<1xi32>
  %t2 = memref.alloc() : memref<1xi32>
  %s0 = memref.get_global @buf0_spad : memref<1536xf32, 1>
  %s1 = memref.get_global @buf1_spad : memref<1536xf32, 1>
  %s2 = memref.get_global @buf2_spad : memref<1536xf32, 1>
  memref.dma_start %in0[%c0], %s0[%c0], %c2, %t0[%c0], %c0, %c8 : memref<1536xf32>, memref<1536xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  memref.dma_start %in1[%c0], %s1[%c0], %c2, %t1[%c0], %c0, %c8 : memref<1536xf32>, memref<1536xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %a0 = affine.vector_load %s0[0] : memref<1536xf32, 1>, vector<64xf32>
  %a1 = affine.vector_load %s0[64] : memref<1536xf32, 1>, vector<64xf32>
  %a2 = affine.vector_load %s0[128] : memref<1536xf32, 1>, vector<64xf32>
  %a3 = affine.vector_load %s0[192] : memref<1536xf32, 1>, vector<64xf32>
  %a4 = affine.vector_load %s0[256] : memref<1536xf32, 1>, vector<64xf32>
  %a5 = affine.vector_load %s0[320] : memref<1536xf32, 1>, vector<64xf32>
  %b0 = affine.vector_load %s1[320] : memref<1536xf32, 1>, vector<64xf32>
  %b1 = affine.vector_load %s1[256] : memref<1536xf32, 1>, vector<64xf32>
  %b2 = affine.vector_load %s1[192] : memref<1536xf32, 1>, vector<64xf32>
  %b3 = affine.vector_load %s1[128] : memref<1536xf32, 1>, vector<64xf32>
  %b4 = affine.vector_load %s1[64] : memref<1536xf32, 1>, vector<64xf32>
  %b5 = affine.vector_load %s1[0] : memref<1536xf32, 1>, vector<64xf32>
  %x0 = arith.addf %a0, %b5 : vector<64xf32>
  %x1 = arith.addf %a1, %b4 : vector<64xf32>
  %x2 = arith.addf %a2, %b3 : vector<64xf32>
  %x3 = arith.addf %a3, %b2 : vector<64xf32>
  %x4 = arith.addf %a4, %b1 : vector<64xf32>
  %x5 = arith.addf %a5, %b0 : vector<64xf32>
  affine.vector_store %x0, %s2[0] : memref<1536xf32, 1>, vector<64xf32>
  affine.vector_store %x1, %s2[64] : memref<1536xf32, 1>, vector<64xf32>
  affine.vector_store %x2, %s2[128] : memref<1536xf32, 1>, vector<64xf32>
  affine.vector_store %x3, %s2[192] : memref<1536xf32, 1>, vector<64xf32>
  affine.vector_store %x4, %s2[256] : memref<1536xf32, 1>, vector<64xf32>
  affine.vector_store %x5, %s2[320] : memref<1536xf32, 1>, vector<64xf32>
  memref.dma_start %s2[%c0], %out[%c0], %c3, %t2[%c0], %c0, %c8 : memref<1536xf32, 1>, memref<1536xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
