// HOSTMODEL: --vectorlane=4 --dma=descriptor
// subtile_size replaces the tile's shape in the descriptor: an 8x8 tile (vlane split axis 1)
// is filled by two MVINs of one [4, 8] subtile each.  The second starts at DRAM row 4 and at
// the lane-local offset 8 (row 4 of a lane's share: the row stride 8 becomes 8 / 8 * 2 = 2
// per lane), given as the last SRAM index.  One whole-tile MVOUT writes it back.
memref.global @X_spad : memref<8x8xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<8x8xf32, 1>
  affine.for %h = 0 to 2 {
    %d = affine.apply affine_map<(a) -> (a * 32)>(%h)
    %o = affine.apply affine_map<(a) -> (a * 8)>(%h)
    %tag1 = memref.alloc() : memref<1xi32>
    "togsim.transfer"(%x, %d, %s, %o, %tag1, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64, subtile_size = [4, 8], async = 1 : i64} : (memref<64xf32>, index, memref<8x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "togsim.wait"(%tag1, %c0, %c1) : (memref<1xi32>, index, index) -> ()
  }
  // one lane's share of 8x8: 16 elements
  %s_lane = memref.collapse_shape %s [[0, 1]] : memref<8x8xf32, 1> into memref<64xf32, 1>
  affine.for %l = 0 to 16 step 8 {
    %v = affine.vector_load %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
    %a = arith.constant dense<-0.5> : vector<8xf32>
    %b = arith.constant dense<1.25> : vector<8xf32>
    %m = arith.mulf %v, %a : vector<8xf32>
    %r = arith.addf %m, %b : vector<8xf32>
    affine.vector_store %r, %s_lane[%l] : memref<64xf32, 1>, vector<8xf32>
  }
  %tag2 = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%y, %c0, %s, %c0, %tag2, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<64xf32>, index, memref<8x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
