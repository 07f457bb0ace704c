// LANES: --vectorlane=4 --vlen=128
// What lane 0 alone does (vcix.md §1): a vector -> scalar move (vector.reduction,
// vector.extractelement) reads lane 0's register; a scalar store to the scratchpad hits lane 0's
// bank only.  16 elements on 4 lanes (vlane stride 4): lane l holds x[4l .. 4l+3].
memref.global @X_spad : memref<16xf32, 1>
func.func @kernel(%x: memref<16xf32>, %y: memref<16xf32>, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %X = memref.get_global @X_spad : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c4 : memref<16xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %v = vector.load %X[%c0] : memref<16xf32, 1>, vector<4xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  %e = vector.extractelement %v[%c3 : index] : vector<4xf32>
  memref.store %s, %out[%c0] : memref<2xf32>
  memref.store %e, %out[%c1] : memref<2xf32>
  memref.store %s, %X[%c1] : memref<16xf32, 1>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c4 : memref<16xf32, 1>, memref<16xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
