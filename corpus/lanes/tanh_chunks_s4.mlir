// LANES: --vectorlane=4 --vlen=256
// tanh of a whole lane's share at once: math.tanh on vector<128xf32> (4096 bits) is more than
// lower_to_vcix gives one vcix.v.iv, so it is cut in slices of vlen / (sew / 8) = 64 elements:
// extract_strided_slice -> vcix.v.iv opcode 1 -> insert_strided_slice into a zero vector
// (pipeline.md §4.4).  512 elements on 4 lanes, split axis 0, vlane stride 128.
memref.global @X_spad : memref<512xf32, 1>
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c128 = arith.constant 128 : index
  %X = memref.get_global @X_spad : memref<512xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c128 : memref<512xf32>, memref<512xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %v = affine.vector_load %X[0] : memref<512xf32, 1>, vector<128xf32>
  %acc = arith.constant dense<0.000000e+00> : vector<128xf32>
  %s0 = vector.extract_strided_slice %v {offsets = [0], sizes = [64], strides = [1]} : vector<128xf32> to vector<64xf32>
  %t0 = "vcix.v.iv"(%s0) {imm = 0 : i32, opcode = 1 : i64} : (vector<64xf32>) -> vector<64xf32>
  %a0 = vector.insert_strided_slice %t0, %acc {offsets = [0], strides = [1]} : vector<64xf32> into vector<128xf32>
  %s1 = vector.extract_strided_slice %v {offsets = [64], sizes = [64], strides = [1]} : vector<128xf32> to vector<64xf32>
  %t1 = "vcix.v.iv"(%s1) {imm = 0 : i32, opcode = 1 : i64} : (vector<64xf32>) -> vector<64xf32>
  %a1 = vector.insert_strided_slice %t1, %a0 {offsets = [64], strides = [1]} : vector<64xf32> into vector<128xf32>
  affine.vector_store %a1, %X[0] : memref<512xf32, 1>, vector<128xf32>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c128 : memref<512xf32, 1>, memref<512xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
