// HOSTMODEL: --vectorlane=2
// x.permute(2, 1, 0) as PyTorchSim emits a permute (transfer.md §1.4 Ex. 5 in small): the
// tile [1, 1, 4, 3, 2] walks the output's axes; the MVIN reads x (2x3x4) with dram_stride
// [24, 24, 1, 4, 12], the MVOUT writes y (4x3x2) row-major.  Unit dims collapse
// ([[0, 1, 2], [3], [4]]); split axis 2 (extent 4) over 2 lanes, n_outerloop 2.
memref.global @X_spad : memref<1x1x4x3x2xf32, 1>
func.func @kernel(%x: memref<24xf32>, %y: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<1x1x4x3x2xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 2 : i64, dram_stride = [24, 24, 1, 4, 12], tile_stride = [24, 24, 6, 2, 1], padding = 0 : i64} : (memref<24xf32>, index, memref<1x1x4x3x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
  affine.for %i2 = 0 to 1 {
    affine.for %i3 = 0 to 1 {
      affine.for %i4 = 0 to 4 {
        affine.for %i5 = 0 to 3 {
          affine.for %i6 = 0 to 2 {
            %x7 = affine.load %s[%i2, %i3, %i4, %i5, %i6] : memref<1x1x4x3x2xf32, 1>
            %a8 = arith.constant 2.0 : f32
            %b9 = arith.constant 0.0 : f32
            %m10 = arith.mulf %x7, %a8 : f32
            %y11 = arith.addf %m10, %b9 : f32
            affine.store %y11, %s[%i2, %i3, %i4, %i5, %i6] : memref<1x1x4x3x2xf32, 1>
          }
        }
      }
    }
  }
  %tag12 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag12, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 2 : i64, dram_stride = [24, 24, 6, 2, 1], tile_stride = [24, 24, 6, 2, 1], padding = 0 : i64} : (memref<24xf32>, index, memref<1x1x4x3x2xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
