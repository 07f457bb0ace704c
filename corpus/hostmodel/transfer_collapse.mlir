// HOSTMODEL: --vectorlane=4
// togsim.transfer (layout C) of a 5-D tile [1, 2, 1, 4, 8] with unit dims: decompose-transfer
// collapses it to [2, 4, 8] (memref.collapse_shape [[0, 1], [2, 3], [4]], vlane axis 4 -> 2).
// The compute runs over the 5-D scratchpad global.
memref.global @X_spad : memref<1x2x1x4x8xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<1x2x1x4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 32, 8, 1], tile_stride = [64, 32, 32, 8, 1], padding = 0 : i64} : (memref<64xf32>, index, memref<1x2x1x4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  affine.for %i2 = 0 to 1 {
    affine.for %i3 = 0 to 2 {
      affine.for %i4 = 0 to 1 {
        affine.for %i5 = 0 to 4 {
          affine.for %i6 = 0 to 8 {
            %x7 = affine.load %s[%i2, %i3, %i4, %i5, %i6] : memref<1x2x1x4x8xf32, 1>
            %a8 = arith.constant 1.0 : f32
            %b9 = arith.constant 1.0 : f32
            %m10 = arith.mulf %x7, %a8 : f32
            %y11 = arith.addf %m10, %b9 : f32
            affine.store %y11, %s[%i2, %i3, %i4, %i5, %i6] : memref<1x2x1x4x8xf32, 1>
          }
        }
      }
    }
  }
  %tag12 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag12, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 32, 8, 1], tile_stride = [64, 32, 32, 8, 1], padding = 0 : i64} : (memref<64xf32>, index, memref<1x2x1x4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
