// LANES: --vectorlane=4 --vlen=128
// The machine's gather quirk (vcix.md §1): an indexed vector load is not moved to the lane's
// bank, so every lane gathers from lane 0's bank with its own indices; the vector store after it
// is lane-banked as usual.  16 elements on 4 lanes (vlane stride 4).
memref.global @X_spad : memref<16xf32, 1>
func.func @kernel(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %X = memref.get_global @X_spad : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c4 : memref<16xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %idx = arith.constant dense<[3, 2, 1, 0]> : vector<4xi32>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %g = "vector.gather"(%X, %c0, %idx, %mask, %pass) : (memref<16xf32, 1>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %v = vector.load %X[%c0] : memref<16xf32, 1>, vector<4xf32>
  %r = arith.addf %g, %v : vector<4xf32>
  vector.store %r, %X[%c0] : memref<16xf32, 1>, vector<4xf32>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c4 : memref<16xf32, 1>, memref<16xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
