// HOSTMODEL: --vectorlane=4
// Indirect gather written as togsim.transfer: the offset operand (a memref.get_global of
// @IDX_spad, attr indirect = true, offset_stride = 8) becomes indirect_offset = @IDX_spad
// on the memref.dma_start (decompose-transfer v5), then CONFIG4.
memref.global @IDX_spad : memref<4x8xi32, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%table: memref<64xf32>, %idx: memref<32xi32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi32, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %tag1 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%idx, %c0, %I, %c0, %tag1, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xi32>, index, memref<4x8xi32, 1>, index, memref<1xi32>, index, index) -> ()
  affine.for %i2 = 0 to 4 {
    affine.for %i3 = 0 to 8 {
      %x4 = affine.load %I[%i2, %i3] : memref<4x8xi32, 1>
      %k5 = arith.constant 7 : i32
      %r6 = arith.andi %x4, %k5 : i32
      affine.store %r6, %I[%i2, %i3] : memref<4x8xi32, 1>
    }
  }
  %tag7 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%table, %c0, %D, %c0, %tag7, %c1, %c1, %I) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [0, 1], tile_stride = [8, 1], padding = 0 : i64, indirect = true, offset_stride = 8 : i64} : (memref<64xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, memref<4x8xi32, 1>) -> ()
  affine.for %i8 = 0 to 4 {
    affine.for %i9 = 0 to 8 {
      %x10 = affine.load %D[%i8, %i9] : memref<4x8xf32, 1>
      %a11 = arith.constant 1.0 : f32
      %b12 = arith.constant -2.0 : f32
      %m13 = arith.mulf %x10, %a11 : f32
      %y14 = arith.addf %m13, %b12 : f32
      affine.store %y14, %D[%i8, %i9] : memref<4x8xf32, 1>
    }
  }
  %tag15 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %D, %c0, %tag15, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
