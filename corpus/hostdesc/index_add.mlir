// HOSTMODEL: --vectorlane=4 --dma=descriptor
// index_add as PyTorchSim writes it: an indirect MVOUT with accumulate.  The index tile comes
// in by MVIN and is masked to 0..7 on the scratchpad (so indices repeat); then
// y[idx[r, c]] += x[r, c] for every element, r then c, dram_stride [0, 0] and
// offset_stride 1.  The index buffer's address is a run-time word of the descriptor
// (words 30/31), so it is a unique i32-view global.
memref.global @IDX_spad : memref<4x8xi32, 1>
memref.global @D_spad : memref<4x8xf32, 1>
func.func @kernel(%x: memref<32xf32>, %idx: memref<32xi32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %I = memref.get_global @IDX_spad : memref<4x8xi32, 1>
  %D = memref.get_global @D_spad : memref<4x8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  "togsim.transfer"(%idx, %c0, %I, %c0, %tag, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xi32>, index, memref<4x8xi32, 1>, index, memref<1xi32>, index, index, index) -> ()
  %I_lane = memref.collapse_shape %I [[0, 1]] : memref<4x8xi32, 1> into memref<32xi32, 1>
  affine.for %l = 0 to 8 step 8 {
    %v = affine.vector_load %I_lane[%l] : memref<32xi32, 1>, vector<8xi32>
    %k = arith.constant dense<7> : vector<8xi32>
    %r = arith.andi %v, %k : vector<8xi32>
    affine.vector_store %r, %I_lane[%l] : memref<32xi32, 1>, vector<8xi32>
  }
  "togsim.transfer"(%x, %c0, %D, %c0, %tag, %c0, %c2, %c1) {dma_kind = "MVIN", vlane_split_axis = 1 : i64, dram_stride = [8, 1], tile_stride = [8, 1], padding = 0 : i64} : (memref<32xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  "togsim.transfer"(%y, %c0, %D, %c0, %tag, %c0, %c3, %c1, %I) {dma_kind = "MVOUT", vlane_split_axis = 1 : i64, dram_stride = [0, 0], tile_stride = [8, 1], padding = 0 : i64, indirect = true, offset_stride = 1 : i64, accumulate = true, acc_float = true} : (memref<8xf32>, index, memref<4x8xf32, 1>, index, memref<1xi32>, index, index, index, memref<4x8xi32, 1>) -> ()
  return
}
