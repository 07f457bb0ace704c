// LANES: --vectorlane=4 --vlen=128
// Vectors carried by loops (lane slots with value semantics, docs/hostmodel.md "Lanes"): an
// scf.for carrying four vectors, two of them swapped every iteration (yield %b, %a), the old
// values read after the new ones are computed, an scf.if yielding a vector, and an affine.for
// with a vector iter_arg.  64 elements on 4 lanes (vlane stride 16): each lane works on its 16.
memref.global @X_spad : memref<64xf32, 1>
memref.global @Y_spad : memref<128xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %X = memref.get_global @X_spad : memref<64xf32, 1>
  %Y = memref.get_global @Y_spad : memref<128xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c16 : memref<64xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %a0 = vector.load %X[%c0] : memref<64xf32, 1>, vector<4xf32>
  %b0 = vector.load %X[%c4] : memref<64xf32, 1>, vector<4xf32>
  %r:4 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero, %a = %a0, %b = %b0, %m = %zero)
      -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
    %off = arith.muli %i, %c4 : index
    %c = vector.load %X[%off] : memref<64xf32, 1>, vector<4xf32>
    %acc2 = arith.addf %acc, %c : vector<4xf32>
    %ac = arith.mulf %a, %c : vector<4xf32>
    %t = arith.addf %ac, %acc : vector<4xf32>
    %par = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    %m2 = scf.if %even -> (vector<4xf32>) {
      %s = arith.addf %m, %t : vector<4xf32>
      scf.yield %s : vector<4xf32>
    } else {
      %s = arith.maximumf %m, %t : vector<4xf32>
      scf.yield %s : vector<4xf32>
    }
    scf.yield %acc2, %b, %a, %m2 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
  }
  %q = affine.for %j = 0 to 3 iter_args(%p = %a0) -> (vector<4xf32>) {
    %n = arith.addf %p, %b0 : vector<4xf32>
    affine.yield %n : vector<4xf32>
  }
  vector.store %r#0, %Y[%c0] : memref<128xf32, 1>, vector<4xf32>
  vector.store %r#1, %Y[%c4] : memref<128xf32, 1>, vector<4xf32>
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  vector.store %r#2, %Y[%c8] : memref<128xf32, 1>, vector<4xf32>
  vector.store %r#3, %Y[%c12] : memref<128xf32, 1>, vector<4xf32>
  vector.store %q, %Y[%c16] : memref<128xf32, 1>, vector<4xf32>
  memref.dma_start %Y[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c32 : memref<128xf32, 1>, memref<128xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
