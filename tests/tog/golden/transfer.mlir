// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.3.1, the togsim.transfer form (layout C: dram,
// dram_idx, sram, sram_idx, tag, tag_idx, dma_type, vlane_stride).
//   T1  dma_kind "MVIN": a load; subtile_size gives tile_size [2, 64]; async
//   T2  no dma_kind, dma_type 14: a load (1, 2, 14 load); the scratchpad
//       shape is the tile; not async
//   wait  togsim.wait(tag, idx, num): the index is operand 1;
//         (d0 floordiv 256)(i): [256], [256]; the tag is T1's: "arg0"
//   T3  dma_kind "MVOUT": a store, mapped back to src = scratchpad; its DRAM is
//       a reinterpret_cast, but dram_arg = 2 names the argument: "arg2"; the
//       tag index (operand 5) is a map: ["loop_arg000"], [256]
//   T4  no dma_kind, dma_type 3: a store; no dram_arg and no argument: "arg"
memref.global @s_spad : memref<4x64xf32, 1>
func.func @kernel(%arg0: memref<1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>) {
  %sp = memref.get_global @s_spad : memref<4x64xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c14 = arith.constant 14 : index
  %t0 = memref.alloc() : memref<1xi32>
  %t1 = memref.alloc() : memref<1xi32>
  %t2 = memref.alloc() : memref<1xi32>
  %t3 = memref.alloc() : memref<1xi32>
  %r = memref.reinterpret_cast %arg2 to offset: [0], sizes: [1024], strides: [1] : memref<1024xf32> to memref<1024xf32>
  affine.for %i = 0 to 1024 step 256 {
    "togsim.transfer"(%arg0, %i, %sp, %c0, %t0, %c0, %c2, %c1) {async = 1 : i64, dma_kind = "MVIN", dram_stride = [64, 1], padding = 0 : i64, subtile_size = [2, 64], tile_stride = [64, 1], vlane_split_axis = 1 : i64} : (memref<1024xf32>, index, memref<4x64xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "togsim.transfer"(%arg1, %i, %sp, %c0, %t1, %c0, %c14, %c1) {dram_stride = [64, 1], padding = 0 : i64, tile_stride = [64, 1], vlane_split_axis = 1 : i64} : (memref<1024xf32>, index, memref<4x64xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    %w = affine.apply affine_map<(d0) -> (d0 floordiv 256)>(%i)
    "togsim.wait"(%t0, %w, %c1) : (memref<1xi32>, index, index) -> ()
    "togsim.transfer"(%r, %i, %sp, %c0, %t2, %w, %c3, %c1) {dma_kind = "MVOUT", dram_arg = 2 : i64, dram_stride = [64, 1], padding = 0 : i64, tile_stride = [64, 1], vlane_split_axis = 1 : i64} : (memref<1024xf32>, index, memref<4x64xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
    "togsim.transfer"(%r, %i, %sp, %c0, %t3, %c0, %c3, %c1) {dram_stride = [64, 1], padding = 0 : i64, tile_stride = [64, 1], vlane_split_axis = 1 : i64} : (memref<1024xf32>, index, memref<4x64xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  } {outer_loop = true}
  return
}
