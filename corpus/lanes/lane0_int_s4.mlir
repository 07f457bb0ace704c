// LANES: --vectorlane=4 --vlen=128
// lane0_scalar_s4 with integers: the machine moves a vector element to a scalar register only
// through vfmv.f.s (its vmv.x.s aborts), which reads lane 0; an i32 reduction, a reduction of a
// vector<3xi32> (not a power of two), an extracted element used as an index, an i8 element and
// an i64 element (two i32 bitcast), all lane 0's.  No vector sign/zero extension in it: the TorchSim
// Spike's vsext/vzext write lane 1's register only.  16 elements on 4 lanes (vlane stride 4): lane l holds x[4l .. 4l+3].
memref.global @X_spad : memref<16xi32, 1>
func.func @kernel(%x: memref<16xi32>, %y: memref<16xi32>, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %X = memref.get_global @X_spad : memref<16xi32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c4 : memref<16xi32>, memref<16xi32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %v = vector.load %X[%c0] : memref<16xi32, 1>, vector<4xi32>
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  %w = vector.load %X[%c1] : memref<16xi32, 1>, vector<3xi32>
  %p = vector.reduction <mul>, %w : vector<3xi32> into i32
  %m = vector.reduction <maxsi>, %w, %s : vector<3xi32> into i32
  %e = vector.extractelement %v[%c3 : index] : vector<4xi32>
  %b = arith.trunci %v : vector<4xi32> to vector<4xi8>
  %b2 = vector.extract %b[2] : i8 from vector<4xi8>
  %b2w = arith.extsi %b2 : i8 to i32
  %e1 = vector.extractelement %v[%c1 : index] : vector<4xi32>
  %i1 = arith.index_cast %e1 : i32 to index
  %xi = memref.load %x[%i1] : memref<16xi32>
  %q = vector.bitcast %v : vector<4xi32> to vector<2xi64>
  %q0 = vector.extract %q[0] : i64 from vector<2xi64>
  %c32 = arith.constant 32 : i64
  %q0h = arith.shrsi %q0, %c32 : i64
  %hi = arith.trunci %q0h : i64 to i32
  %lo = arith.trunci %q0 : i64 to i32
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  memref.store %s, %out[%c0] : memref<8xi32>
  memref.store %p, %out[%c1] : memref<8xi32>
  memref.store %m, %out[%c2] : memref<8xi32>
  memref.store %e, %out[%c3] : memref<8xi32>
  memref.store %b2w, %out[%c4] : memref<8xi32>
  memref.store %xi, %out[%c5] : memref<8xi32>
  memref.store %hi, %out[%c6] : memref<8xi32>
  memref.store %lo, %out[%c7] : memref<8xi32>
  memref.store %s, %X[%c1] : memref<16xi32, 1>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c4 : memref<16xi32, 1>, memref<16xi32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
