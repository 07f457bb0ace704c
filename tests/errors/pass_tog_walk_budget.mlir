// RUN: --passes=build-tog --emit=tog
// The DRAM index walk visits an apply once per path to it, as PyTorchSim's
// does: 17 levels of doubling reach 2^17 visits, past the bound.
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    %a0 = affine.apply affine_map<(d0) -> (d0)>(%i)
    %a1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a0, %a0)
    %a2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a1, %a1)
    %a3 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a2, %a2)
    %a4 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a3, %a3)
    %a5 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a4, %a4)
    %a6 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a5, %a5)
    %a7 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a6, %a6)
    %a8 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a7, %a7)
    %a9 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a8, %a8)
    %a10 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a9, %a9)
    %a11 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a10, %a10)
    %a12 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a11, %a11)
    %a13 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a12, %a12)
    %a14 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a13, %a13)
    %a15 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a14, %a14)
    %a16 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a15, %a15)
    %a17 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a16, %a16)
    memref.dma_start %arg0[%a17], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
