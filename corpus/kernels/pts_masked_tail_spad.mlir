// A 20x100 tile processed in vector<16> chunks: the last chunk of each row is partial (1-D transfer_read/write masks on the last dim) in a spad.
memref.global @M_spad : memref<20x100xf32, 1>
func.func @kernel(%x: memref<20x100xf32>, %y: memref<20x100xf32>) {
  %ms = memref.get_global @M_spad : memref<20x100xf32, 1>
  %pad = arith.constant 0.0 : f32
  %two = arith.constant dense<2.0> : vector<16xf32>
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 100 step 16 {
      %v = vector.transfer_read %x[%i, %j], %pad : memref<20x100xf32>, vector<16xf32>
      %w = arith.mulf %v, %two : vector<16xf32>
      vector.transfer_write %w, %ms[%i, %j] : vector<16xf32>, memref<20x100xf32, 1>
    }
  }
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 100 step 16 {
      %v = vector.transfer_read %ms[%i, %j], %pad : memref<20x100xf32, 1>, vector<16xf32>
      vector.transfer_write %v, %y[%i, %j] : vector<16xf32>, memref<20x100xf32>
    }
  }
  return
}
