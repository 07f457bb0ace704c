// RUN: --passes=build-tog --emit=tog
// build-tog reads togsim.transfer by the fixed slots of layout C (tog.md
// §3.3.1); a layout-B transfer (7 operands, no tag index) is not one.
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    "togsim.transfer"(%arg0, %i, %s, %c0, %t, %c2, %c1) {dma_kind = "MVIN", dram_stride = [1], tile_stride = [1], vlane_split_axis = 0 : i64, padding = 0 : i64} : (memref<4096xf32>, index, memref<16xf32, 1>, index, memref<1xi32>, index, index) -> ()
  } {outer_loop = true}
  return
}
