// HOSTMODEL: --vectorlane=2
// togsim.transfer with 6 effective dims [2, 3, 2, 2, 2, 8], vlane stride 2 over 2 lanes
// (n_outerloop 2): dims 0 and 1 are peeled into a 2x3 affine.for nest.  The tile is one
// half (8 of 16 columns) of the DRAM rows; a loop over the two halves covers the tensor.
memref.global @X_spad : memref<2x3x2x2x2x8xf32, 1>
func.func @kernel(%x: memref<768xf32>, %y: memref<768xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.get_global @X_spad : memref<2x3x2x2x2x8xf32, 1>
  affine.for %h = 0 to 2 {
    %d = affine.apply affine_map<(a) -> (a * 8)>(%h)
    %tag1 = memref.alloc() : memref<1xi32>
    "togsim.transfer"(%x, %d, %s, %c0, %tag1, %c2, %c2) {dma_kind = "MVIN", vlane_split_axis = 5 : i64, dram_stride = [384, 128, 64, 32, 16, 1], tile_stride = [192, 64, 32, 16, 8, 1], padding = 0 : i64} : (memref<768xf32>, index, memref<2x3x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
    // one lane's share of 2x3x2x2x2x8: 192 elements, as every lane runs this on its own bank
    %s_lane1 = memref.collapse_shape %s [[0, 1, 2, 3, 4, 5]] : memref<2x3x2x2x2x8xf32, 1> into memref<384xf32, 1>
    affine.for %l1 = 0 to 192 step 16 {
      %x8 = affine.vector_load %s_lane1[%l1] : memref<384xf32, 1>, vector<16xf32>
      %a9 = arith.constant dense<3.0> : vector<16xf32>
      %b10 = arith.constant dense<0.5> : vector<16xf32>
      %m11 = arith.mulf %x8, %a9 : vector<16xf32>
      %y12 = arith.addf %m11, %b10 : vector<16xf32>
      affine.vector_store %y12, %s_lane1[%l1] : memref<384xf32, 1>, vector<16xf32>
    }
    %tag13 = memref.alloc() : memref<1xi32>
    "togsim.transfer"(%y, %d, %s, %c0, %tag13, %c3, %c2) {dma_kind = "MVOUT", vlane_split_axis = 5 : i64, dram_stride = [384, 128, 64, 32, 16, 1], tile_stride = [192, 64, 32, 16, 8, 1], padding = 0 : i64} : (memref<768xf32>, index, memref<2x3x2x2x2x8xf32, 1>, index, memref<1xi32>, index, index) -> ()
  }
  return
}
