// A 64x64x64 f32 GEMM tiled by 16 with scratchpad buffers in memory space 1,
// the shape PyTorchSim kernels have after their own passes.
#map_a = affine_map<(d0, d1) -> (d0 * 64 + d1)>
memref.global "private" @spad_a : memref<16x16xf32, 1>
memref.global "private" @spad_b : memref<16x16xf32, 1>
func.func @kernel(%A: memref<4096xf32>, %B: memref<4096xf32>, %C: memref<4096xf32>) attributes {llvm.emit_c_interface} {
  %sa = memref.get_global @spad_a : memref<16x16xf32, 1>
  %sb = memref.get_global @spad_b : memref<16x16xf32, 1>
  %zero = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 64 step 16 {
    affine.for %j = 0 to 64 step 16 {
      affine.for %k = 0 to 64 step 16 {
        affine.for %ii = 0 to 16 {
          affine.for %kk = 0 to 16 {
            %a = affine.load %A[(%i + %ii) * 64 + %k + %kk] : memref<4096xf32>
            affine.store %a, %sa[%ii, %kk] : memref<16x16xf32, 1>
            %b = affine.load %B[(%k + %ii) * 64 + %j + %kk] : memref<4096xf32>
            affine.store %b, %sb[%ii, %kk] : memref<16x16xf32, 1>
          }
        }
        affine.for %ii = 0 to 16 {
          affine.for %jj = 0 to 16 {
            %acc0 = affine.load %C[(%i + %ii) * 64 + %j + %jj] : memref<4096xf32>
            %sum = affine.for %kk = 0 to 16 iter_args(%acc = %acc0) -> (f32) {
              %x = affine.load %sa[%ii, %kk] : memref<16x16xf32, 1>
              %y = affine.load %sb[%kk, %jj] : memref<16x16xf32, 1>
              %p = arith.mulf %x, %y : f32
              %s = arith.addf %acc, %p : f32
              affine.yield %s : f32
            }
            %r = arith.maximumf %sum, %zero : f32
            %cond = arith.cmpi eq, %k, %k : index
            %o = arith.select %cond, %sum, %r : f32
            affine.store %o, %C[(%i + %ii) * 64 + %j + %jj] : memref<4096xf32>
          }
        }
      }
    }
  }
  return
}
