// LANES: --vectorlane=8 --vlen=128
// The lane number as a per-lane offset: 32 elements on 8 lanes, split axis 0 with vlane stride
// 4, so lane l holds elements 4l .. 4l+3 and its element index is l * 4 + [0, 1, 2, 3].
// Twice: as lower_vlane_idx leaves it in a post-vcix kernel (vcix.v.i opcode 0 times a splat of
// vlane_offset), and as torchsim.vlane_idx, which tsrewrite's lower-vlane-idx lowers the same
// way.  y = x * 2 + index; z = index.
memref.global @X_spad : memref<32xf32, 1>
memref.global @Z_spad : memref<32xi64, 1>
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>, %z: memref<32xi64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %X = memref.get_global @X_spad : memref<32xf32, 1>
  %Z = memref.get_global @Z_spad : memref<32xi64, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c4 : memref<32xf32>, memref<32xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %rvl = arith.constant 4 : i64
  %ln = "vcix.v.i"(%rvl) {imm = 0 : i32, opcode = 0 : i64, rs2 = 0 : i32} : (i64) -> vector<4xi64>
  %off = arith.constant dense<4> : vector<4xi64>
  %lane = arith.muli %ln, %off : vector<4xi64>
  %step = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
  %idx = arith.addi %lane, %step : vector<4xi64>
  %f = arith.sitofp %idx : vector<4xi64> to vector<4xf32>
  %two = arith.constant dense<2.0> : vector<4xf32>
  %v = affine.vector_load %X[0] : memref<32xf32, 1>, vector<4xf32>
  %d = arith.mulf %v, %two : vector<4xf32>
  %r = arith.addf %d, %f : vector<4xf32>
  affine.vector_store %r, %X[0] : memref<32xf32, 1>, vector<4xf32>
  %lane2 = "torchsim.vlane_idx"() {vlane_offset = 4 : i64} : () -> vector<4xi64>
  %idx2 = arith.addi %lane2, %step : vector<4xi64>
  affine.vector_store %idx2, %Z[0] : memref<32xi64, 1>, vector<4xi64>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c4 : memref<32xf32, 1>, memref<32xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  memref.dma_start %Z[%c0], %z[%c0], %c3, %tag[%c0], %c0, %c4 : memref<32xi64, 1>, memref<32xi64>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
