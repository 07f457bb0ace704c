// HOSTMODEL: --vectorlane=4
// togsim.transfer of a tile with 5 effective dims [2, 2, 2, 2, 8]: decompose-transfer peels
// dim 0 into an affine.for; each slice is a rank-4 memref.subview whose lane-banked offset
// iv * 16 (= 64 / 8 * 2: 8 split elements over 4 lanes, n_outerloop 2) is the last SRAM index.
memref.global @X_spad : memref<2x2x2x2x8xf32, 1>
func.func @kernel(%x: memref<128xf32>, %y: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x2x2x2x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  affine.for %i2 = 0 to 2 {
    affine.for %i3 = 0 to 2 {
      affine.for %i4 = 0 to 2 {
        affine.for %i5 = 0 to 2 {
          affine.for %i6 = 0 to 8 {
            %x7 = affine.load %s[%i2, %i3, %i4, %i5, %i6] : memref<2x2x2x2x8xf32, 1>
            %a8 = arith.constant 0.2 : f32
            %b9 = arith.constant -1.0 : f32
            %m10 = arith.mulf %x7, %a8 : f32
            %y11 = arith.addf %m10, %b9 : f32
            affine.store %y11, %s[%i2, %i3, %i4, %i5, %i6] : memref<2x2x2x2x8xf32, 1>
          }
        }
      }
    }
  }
  %tag12 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag12, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 4 : i64, dram_stride = [64, 32, 16, 8, 1], tile_stride = [64, 32, 16, 8, 1], padding = 0 : i64} : (memref<128xf32>, index, memref<2x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
