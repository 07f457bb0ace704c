// HOSTMODEL: --vectorlane=4 --dma=descriptor
// MVOUT with accumulate (flag 4) and acc_float (flag 8): y += x * 2 + 3 element by element,
// f32 adds in the DMA; then an integer accumulate (no acc_float) of an i32 tile into z.
memref.global @X_spad : memref<4x8xf32, 1>
memref.global @I_spad : memref<4x8xi32, 1>
func.func @kernel(%x: memref<32xf32>, %y: memref<32xf32>, %i: memref<32xi32>, %z: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c14 = arith.constant 14 : index
  %s = memref.get_global @X_spad : memref<4x8xf32, 1>
  %t = memref.get_global @I_spad : memref<4x8xi32, 1>
  %tag = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%x, %c0, %s, %c0, %tag, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  %s_lane = memref.collapse_shape %s [[0, 1]] : memref<4x8xf32, 1> into memref<32xf32, 1>
  affine.for %l = 0 to 8 step 8 {
    %v = affine.vector_load %s_lane[%l] : memref<32xf32, 1>, vector<8xf32>
    %a = arith.constant dense<2.0> : vector<8xf32>
    %b = arith.constant dense<3.0> : vector<8xf32>
    %m = arith.mulf %v, %a : vector<8xf32>
    %r = arith.addf %m, %b : vector<8xf32>
    affine.vector_store %r, %s_lane[%l] : memref<32xf32, 1>, vector<8xf32>
  }
  "togsim.transfer"(%y, %c0, %s, %c0, %tag, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64, accumulate = true, acc_float = true} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  "togsim.transfer"(%i, %c0, %t, %c0, %tag, %c0, %c14, %c1) {dma_kind = "MVIN", vlane_split_axis = 0 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xi32>, index, memref<4x8xi32, 1>, index, memref<1xi32>, index, index, index) -> ()
  "togsim.transfer"(%z, %c0, %t, %c0, %tag, %c0, %c3, %c1) {dma_kind = "MVOUT", vlane_split_axis = 0 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64, accumulate = true} : (memref<32xi32>, index, memref<4x8xi32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
