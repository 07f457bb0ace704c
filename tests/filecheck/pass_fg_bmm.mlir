// RUN: --passes=dma-fine-grained --vectorlane=8 --emit=mlir
// Rank 3 (the bmm template, pipeline.md §3.7): fused loops (b, m, k, n),
// input dims -> [0, 1, 2], weight dims -> [0, 2, 3].  8 lanes, B = 2,
// tiles X [1, 16, 8], W [1, 8, 16], subtiles X [1, 8, 8], W [1, 8, 8]; X
// sram_stride [0, 1, 16], W [0, 1, 8], split axis 2, vlane stride 1.
// By hand: counts X [1, 2, 1], W [1, 1, 2]; bounds (1, 2, 1, 2); order
// X(0,0,0) W(0,0,0) W(0,0,1) X(0,1,0).
// X DRAM d0*128 + d1*8*8 + d2*1*8 = d0*128 + d1*64 + d2*8; X SRAM (T 16,
// old 8, new 1) d0*0 + d1*8 + ((d2*8) floordiv 8)*16 = d1*8 + d2*16; X tag
// strides [2, 1, 1]: d0*2 + d1 + d2.
// W DRAM d0*128 + d1*16*8 + d2*8 = d0*128 + d1*128 + d2*8; W SRAM (T 8, old
// 16, new 2) d1*8 + ((d2*8) floordiv 8)*8 = d1*8 + d2*8; W tag strides
// [2, 2, 1]: d0*2 + d1*2 + d2.
// The rank-3 bias is found but left as one coarse DMA (§3.5).
//
// CHECK-DAG: #[[DXX:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 128 + d1 * 64 + d2 * 8)>
// CHECK-DAG: #[[SXX:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1 * 8 + d2 * 16)>
// CHECK-DAG: #[[TX:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 2 + d1 + d2)>
// CHECK-DAG: #[[DXW:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 128 + d1 * 128 + d2 * 8)>
// CHECK-DAG: #[[SXW:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1 * 8 + d2 * 8)>
// CHECK-DAG: #[[TW:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 2 + d1 * 2 + d2)>
// CHECK-LABEL: sym_name = "kernel"
// CHECK: "memref.dma_start"(%arg2, {{.*}}) {async = 1 : i64, dram_stride = [256, 16, 1], padding = 0 : i64, sram_stride = [0, 1, 16], subtile_size = [1, 8, 8]}
// CHECK: "affine.for"
// CHECK-NEXT: ^bb0
// X(0,0,0)
// CHECK: %[[A:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[B:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[C:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "affine.apply"(%[[A]], %[[B]], %[[C]]) <{map = #[[DXX]]}>
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[A]], %[[B]], %[[C]]) <{map = #[[SXX]]}>
// CHECK-NEXT: "affine.apply"(%[[A]], %[[B]], %[[C]]) <{map = #[[TX]]}>
// CHECK-NEXT: "memref.dma_start"(%arg{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[Z]], %[[Z]], %[[S]], {{.*}} {async = true, dram_stride = [128, 8, 1], fine_grained = true, sram_stride = [0, 1, 16], subtile_size = [1, 8, 8]}
// W(0,0,0), W(0,0,1)
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[DXW]]}>
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[SXW]]}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[TW]]}>
// CHECK-NEXT: "memref.dma_start"({{.*}}) {async = true, dram_stride = [128, 16, 1], fine_grained = true, sram_stride = [0, 1, 8], subtile_size = [1, 8, 8]}
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK: "memref.dma_start"({{.*}}) {async = true, dram_stride = [128, 16, 1], fine_grained = true
// X(0,1,0)
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK: "memref.dma_start"({{.*}}) {async = true, dram_stride = [128, 8, 1], fine_grained = true
// CHECK-NEXT: "linalg.matmul"
#bx = affine_map<(d0, d1, d2) -> (d0 * 128 + d1 * 8 + d2)>
#bw = affine_map<(d0, d1, d2) -> (d0 * 128 + d1 * 16 + d2)>
#by = affine_map<(d0, d1, d2) -> (d0 * 256 + d1 * 16 + d2)>
module {
  memref.global @X_spad : memref<1x16x8xf32, 1>
  memref.global @W_spad : memref<1x8x16xf32, 1>
  memref.global @Y_spad : memref<1x16x16xf32, 1>
  func.func @kernel(%X: memref<256xf32>, %W: memref<256xf32>, %Bias: memref<512xf32>, %Y: memref<512xf32>) {
    %X_buffer = memref.get_global @X_spad : memref<1x16x8xf32, 1>
    %W_buffer = memref.get_global @W_spad : memref<1x8x16xf32, 1>
    %Y_buffer = memref.get_global @Y_spad : memref<1x16x16xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tB = memref.alloc() : memref<1xi32>
    %tX = memref.alloc() : memref<1xi32>
    %tW = memref.alloc() : memref<1xi32>
    %tY = memref.alloc() : memref<1xi32>
    affine.for %index0 = 0 to 2 {
      affine.for %index1 = 0 to 16 step 16 {
        affine.for %index2 = 0 to 16 step 16 {
          %X2 = memref.reinterpret_cast %X_buffer to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<1x16x8xf32, 1> to memref<16x8xf32, 1>
          %W2 = memref.reinterpret_cast %W_buffer to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<1x8x16xf32, 1> to memref<8x16xf32, 1>
          %Y2 = memref.reinterpret_cast %Y_buffer to offset: [0], sizes: [16, 16], strides: [16, 1] : memref<1x16x16xf32, 1> to memref<16x16xf32, 1>
          %dB = affine.apply #by(%index0, %index1, %index2)
          %vB = arith.constant 2 : index
          memref.dma_start %Bias[%dB], %Y_buffer[%c0, %c0, %c0], %c2, %tB[%c0], %vB, %c1
            : memref<512xf32>, memref<1x16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [256, 16, 1], padding = 0 : i64, sram_stride = [0, 1, 16], subtile_size = [1, 8, 8]}
          affine.for %index3 = 0 to 8 step 8 {
            %dX = affine.apply #bx(%index0, %index1, %index3)
            %vX = arith.constant 2 : index
            memref.dma_start %X[%dX], %X_buffer[%c0, %c0, %c0], %c2, %tX[%c0], %vX, %c1
              : memref<256xf32>, memref<1x16x8xf32, 1>, memref<1xi32>
              {async = 1 : i64, dram_stride = [128, 8, 1], padding = 0 : i64, sram_stride = [0, 1, 16], subtile_size = [1, 8, 8]}
            %dW = affine.apply #bw(%index0, %index3, %index2)
            %vW = arith.constant 2 : index
            memref.dma_start %W[%dW], %W_buffer[%c0, %c0, %c0], %c2, %tW[%c0], %vW, %c1
              : memref<256xf32>, memref<1x8x16xf32, 1>, memref<1xi32>
              {async = 1 : i64, dram_stride = [128, 16, 1], padding = 0 : i64, sram_stride = [0, 1, 8], subtile_size = [1, 8, 8]}
            linalg.matmul ins(%X2, %W2 : memref<16x8xf32, 1>, memref<8x16xf32, 1>)
                    outs(%Y2 : memref<16x16xf32, 1>)
          } {accumulation_loop = true, subtile_loop = "k"}
          %dY = affine.apply #by(%index0, %index1, %index2)
          %vY = arith.constant 2 : index
          memref.dma_start %Y_buffer[%c0, %c0, %c0], %Y[%dY], %c3, %tY[%c0], %vY, %c1
            : memref<1x16x16xf32, 1>, memref<512xf32>, memref<1xi32>
            {dram_stride = [256, 16, 1], padding = 0 : i64, sram_stride = [0, 1, 16]}
        } {outer_loop = true, subtile_loop = "n"}
      } {outer_loop = true, subtile_loop = "m"}
    } {outer_loop = true}
    return
  }
}
