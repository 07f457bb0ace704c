// RUN: --passes=lower-to-vcix --emit=mlir
// An i32 matmul in the template nest: PyTorchSim builds a 0.0 padding.
memref.global @A : memref<8x8xi32, 1>
memref.global @B : memref<8x8xi32, 1>
memref.global @C : memref<8x8xi32, 1>
func.func @kernel(%x: memref<64xi32>, %w: memref<64xi32>) {
  %a = memref.get_global @A : memref<8x8xi32, 1>
  %b = memref.get_global @B : memref<8x8xi32, 1>
  %c = memref.get_global @C : memref<8x8xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 8 step 8 {
    affine.for %j = 0 to 8 step 8 {
      affine.for %k = 0 to 8 step 8 {
        memref.dma_start %x[%k], %a[%c0, %c0], %c2, %t[%c0], %c1, %c1 : memref<64xi32>, memref<8x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], sram_stride = [1, 8], subtile_size = [8, 8]}
        memref.dma_start %w[%k], %b[%c0, %c0], %c2, %t[%c0], %c1, %c1 : memref<64xi32>, memref<8x8xi32, 1>, memref<1xi32> {dram_stride = [8, 1], sram_stride = [1, 8], subtile_size = [8, 8]}
        linalg.matmul ins(%a, %b : memref<8x8xi32, 1>, memref<8x8xi32, 1>) outs(%c : memref<8x8xi32, 1>)
      } {accumulation_loop = true}
    } {outer_loop = true}
  } {outer_loop = true}
  return
}
