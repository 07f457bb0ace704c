// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.3.2, DMA fields.
//   F1  i8 elements: element_size 8 (bits, not bytes); async = true -> 1
//   F2  bf16: 16; subtile_size = [] falls back to the scratchpad shape [8, 8];
//       async = 0 : i64 -> 0
//   F3  a store of f64: is_write 1, 64; async = "yes" (no integer) -> 1
//   F4  i1: 1; the DRAM index's affine.apply has indirect_access:
//       indirect_mode 1; async = false -> 0
//   F5  indirect_offset on the DMA (Gen A's mark of an indirect access):
//       indirect_mode 1 (docs/passes.md); dram_arg = 7 overrides the
//       argument: "arg7"
memref.global @i8_spad : memref<32xi8, 1>
memref.global @bf_spad : memref<8x8xbf16, 1>
memref.global @f64_spad : memref<16xf64, 1>
memref.global @i1_spad : memref<16xi1, 1>
memref.global @idx_spad : memref<16xi32, 1>
func.func @kernel(%arg0: memref<4096xi8>, %arg1: memref<4096xbf16>, %arg2: memref<4096xf64>, %arg3: memref<4096xi1>) {
  %s8 = memref.get_global @i8_spad : memref<32xi8, 1>
  %sbf = memref.get_global @bf_spad : memref<8x8xbf16, 1>
  %sf = memref.get_global @f64_spad : memref<16xf64, 1>
  %s1 = memref.get_global @i1_spad : memref<16xi1, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    memref.dma_start %arg0[%i], %s8[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xi8>, memref<32xi8, 1>, memref<1xi32> {async = true, dram_stride = [1]}
    memref.dma_start %arg1[%i], %sbf[%c0, %c0], %c2, %t[%c0], %c0, %c1 : memref<4096xbf16>, memref<8x8xbf16, 1>, memref<1xi32> {async = 0 : i64, dram_stride = [8, 1], subtile_size = []}
    memref.dma_start %sf[%c0], %arg2[%i], %c3, %t[%c0], %c0, %c1 : memref<16xf64, 1>, memref<4096xf64>, memref<1xi32> {async = "yes", dram_stride = [1]}
    %ia = affine.apply affine_map<(d0) -> (d0 * 16)>(%i) {indirect_access}
    memref.dma_start %arg3[%ia], %s1[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xi1>, memref<16xi1, 1>, memref<1xi32> {async = false, dram_stride = [1]}
    memref.dma_start %arg2[%i], %sf[%c0], %c2, %t[%c0], %c0, %c1 : memref<4096xf64>, memref<16xf64, 1>, memref<1xi32> {dram_arg = 7 : i64, dram_stride = [1], indirect_offset = @idx_spad, offset_stride = 1 : i64}
  } {outer_loop = true}
  return
}
