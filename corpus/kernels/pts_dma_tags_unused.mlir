// Unused memref.alloc DMA tags (memref<1xi32>, as left by the Gemmini rewrite) around a real copy loop.
func.func @kernel(%x: memref<512xf32>, %y: memref<512xf32>) {
  %t0 = memref.alloc() : memref<1xi32>
  %t1 = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 512 step 64 {
    %t2 = memref.alloc() : memref<1xi32>
    %v = affine.vector_load %x[%i] : memref<512xf32>, vector<64xf32>
    %w = arith.negf %v : vector<64xf32>
    affine.vector_store %w, %y[%i] : memref<512xf32>, vector<64xf32>
  }
  return
}
