// PyTorchSim address maps: (d0 * s0 + d1 * s1 + d2) then floordiv/mod by a symbol, feeding vector.transfer_read of 8 lanes from a spad.
memref.global @W_spad : memref<64x64xf32, 1>
func.func @kernel(%w: memref<4096xf32>, %o: memref<2x2x64xf32>) {
  %ws = memref.get_global @W_spad : memref<64x64xf32, 1>
  affine.for %i = 0 to 64 {
    %v = affine.vector_load %w[%i * 64] : memref<4096xf32>, vector<64xf32>
    affine.vector_store %v, %ws[%i, 0] : memref<64x64xf32, 1>, vector<64xf32>
  }
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  %pad = arith.constant 0.0 : f32
  affine.for %a = 0 to 2 {
    affine.for %b = 0 to 2 {
      affine.for %c = 0 to 64 step 8 {
        %f = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>(%a, %b, %c)[%c64, %c32]
        %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%f)[%c64]
        %q = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%f)[%c64]
        %v = vector.transfer_read %ws[%r, %q], %pad : memref<64x64xf32, 1>, vector<8xf32>
        vector.transfer_write %v, %o[%a, %b, %c] : vector<8xf32>, memref<2x2x64xf32>
      }
    }
  }
  return
}
