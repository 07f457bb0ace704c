// LANES: --vectorlane=16 --vlen=128
// GELU with erf on the special-function unit (vcix.v.iv opcode 0): y = x * 0.5 * (1 + erf(x / sqrt 2)).
// A 16 x 32 tile split on its columns over 16 lanes (n_outerloop 2): each lane holds 2 columns,
// 32 elements, which the compute loop covers with vector<4xf32> (VLEN 128).
memref.global @X_spad : memref<16x32xf32, 1>
memref.global @Y_spad : memref<16x32xf32, 1>
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %X = memref.get_global @X_spad : memref<16x32xf32, 1>
  %Y = memref.get_global @Y_spad : memref<16x32xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0, %c0], %c2, %tag[%c0], %c1, %c1 : memref<512xf32>, memref<16x32xf32, 1>, memref<1xi32> {dram_stride = [32, 1], sram_stride = [32, 1], padding = 0}
  %half = arith.constant dense<0.5> : vector<4xf32>
  %one = arith.constant dense<1.0> : vector<4xf32>
  %rsqrt2 = arith.constant dense<0.707106769> : vector<4xf32>
  affine.for %i = 0 to 32 step 4 {
    %v = affine.vector_load %X[0, %i] : memref<16x32xf32, 1>, vector<4xf32>
    %s = arith.mulf %v, %rsqrt2 : vector<4xf32>
    %e = "vcix.v.iv"(%s) {imm = 0 : i32, opcode = 0 : i64} : (vector<4xf32>) -> vector<4xf32>
    %p = arith.addf %e, %one : vector<4xf32>
    %h = arith.mulf %v, %half : vector<4xf32>
    %r = arith.mulf %h, %p : vector<4xf32>
    affine.vector_store %r, %Y[0, %i] : memref<16x32xf32, 1>, vector<4xf32>
  } {inner_loop = false}
  memref.dma_start %Y[%c0, %c0], %y[%c0], %c3, %tag[%c0], %c1, %c1 : memref<16x32xf32, 1>, memref<512xf32>, memref<1xi32> {dram_stride = [32, 1], sram_stride = [32, 1], padding = 0}
  return
}
