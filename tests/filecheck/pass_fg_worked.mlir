// RUN: --passes=dma-fine-grained --vectorlane=8 --emit=mlir
// pipeline.md §5.1 -> §5.2 (the worked example, checked by hand against the
// spec's text): GEMM 16x16x16, 8 lanes, X subtile [8, 16], W subtile
// [16, 8], split axis 1, sram_stride [1, 16].
// Counts X [2, 1], W [1, 2]; fused (m, k, n) bounds (2, 1, 2); the order
// X(0,0) W(0,0) W(0,1) X(1,0).  X DRAM d0*128 + d1*16, X SRAM
// d0*8 + (d1*16 floordiv 8)*16 = d0*8 + d1*32, X tag d0 + d1; W DRAM
// d0*256 + d1*8, W SRAM d0*16 + d1*16, W tag d0*2 + d1.  Fresh tags right
// before the coarse DMAs replace the entry allocs of X and W; the Y tag
// stays; padding is not copied.
//
// CHECK-DAG: #[[DXX:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 128 + d1 * 16)>
// CHECK-DAG: #[[SUM:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[SXX:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 8 + d1 * 32)>
// CHECK-DAG: #[[DXW:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 256 + d1 * 8)>
// CHECK-DAG: #[[SXW:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 16 + d1 * 16)>
// CHECK-DAG: #[[TW:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-LABEL: sym_name = "kernel"
// CHECK: ^bb0(%[[A0:arg[0-9]+]]: memref<256xf32>, %[[A1:arg[0-9]+]]: memref<256xf32>, %{{.*}}: memref<256xf32>):
// CHECK: %[[X:[0-9]+]] = "memref.get_global"() <{name = @X_spad}>
// CHECK: %[[W:[0-9]+]] = "memref.get_global"() <{name = @W_spad}>
// CHECK: %[[C1:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK: %[[C2:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// The entry block keeps one tag, Y's.
// CHECK: "memref.alloc"()
// CHECK-NOT: "memref.alloc"()
// CHECK: "affine.for"
// CHECK: %[[DX:[0-9]+]] = "affine.apply"(%arg{{[0-9]+}}, %arg{{[0-9]+}})
// CHECK-NEXT: %[[VX:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[TX:[0-9]+]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
// CHECK-NEXT: %[[DW:[0-9]+]] = "affine.apply"(%arg{{[0-9]+}}, %arg{{[0-9]+}})
// CHECK-NEXT: %[[VW:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[TWV:[0-9]+]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
// X(0,0)
// CHECK-NEXT: %[[A:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[B:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[DXX]]}>
// CHECK-NEXT: %[[I:[0-9]+]] = "affine.apply"(%[[D]], %[[DX]]) <{map = #[[SUM]]}>
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SXX]]}>
// CHECK-NEXT: %[[T:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SUM]]}>
// CHECK-NEXT: "memref.dma_start"(%[[A0]], %[[I]], %[[X]], %[[Z]], %[[S]], %[[C2]], %[[TX]], %[[T]], %[[VX]], %[[C1]]) {async = true, dram_stride = [16, 1], fine_grained = true, sram_stride = [1, 16], subtile_size = [8, 16]}
// W(0,0)
// CHECK-NEXT: %[[A:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[B:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[DXW]]}>
// CHECK-NEXT: %[[I:[0-9]+]] = "affine.apply"(%[[D]], %[[DW]]) <{map = #[[SUM]]}>
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SXW]]}>
// CHECK-NEXT: %[[T:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[TW]]}>
// CHECK-NEXT: "memref.dma_start"(%[[A1]], %[[I]], %[[W]], %[[Z]], %[[S]], %[[C2]], %[[TWV]], %[[T]], %[[VW]], %[[C1]]) {async = true, dram_stride = [16, 1], fine_grained = true, sram_stride = [1, 16], subtile_size = [16, 8]}
// W(0,1): DRAM +8, SRAM 16, tag 1
// CHECK-NEXT: %[[A:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[B:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[DXW]]}>
// CHECK-NEXT: %[[I:[0-9]+]] = "affine.apply"(%[[D]], %[[DW]]) <{map = #[[SUM]]}>
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SXW]]}>
// CHECK-NEXT: %[[T:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[TW]]}>
// CHECK-NEXT: "memref.dma_start"(%[[A1]], %[[I]], %[[W]], %[[Z]], %[[S]], %[[C2]], %[[TWV]], %[[T]], %[[VW]], %[[C1]])
// X(1,0): DRAM +128, SRAM 8, tag 1
// CHECK-NEXT: %[[A:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[B:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[DXX]]}>
// CHECK-NEXT: %[[I:[0-9]+]] = "affine.apply"(%[[D]], %[[DX]]) <{map = #[[SUM]]}>
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SXX]]}>
// CHECK-NEXT: %[[T:[0-9]+]] = "affine.apply"(%[[A]], %[[B]]) <{map = #[[SUM]]}>
// CHECK-NEXT: "memref.dma_start"(%[[A0]], %[[I]], %[[X]], %[[Z]], %[[S]], %[[C2]], %[[TX]], %[[T]], %[[VX]], %[[C1]])
// CHECK-NEXT: "linalg.matmul"
// The MVOUT is untouched.
// CHECK: "memref.dma_start"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %arg{{[0-9]+}}, {{.*}}) {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
// CHECK-LABEL: sym_name = "wrapper_kernel"
#dx = affine_map<(d0, d1) -> (d0 * 16 + d1)>
module {
  memref.global @X_spad : memref<16x16xf32, 1>
  memref.global @W_spad : memref<16x16xf32, 1>
  memref.global @Y_spad : memref<16x16xf32, 1>
  func.func @kernel(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>) {
    %X = memref.get_global @X_spad : memref<16x16xf32, 1>
    %W = memref.get_global @W_spad : memref<16x16xf32, 1>
    %Y = memref.get_global @Y_spad : memref<16x16xf32, 1>
    %zero32 = arith.constant dense<0.000000e+00> : vector<32xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagX = memref.alloc() : memref<1xi32>
    %tagW = memref.alloc() : memref<1xi32>
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 16 step 16 {
      affine.for %j = 0 to 16 step 16 {
        affine.vector_store %zero32, %Y[0, 0] : memref<16x16xf32, 1>, vector<32xf32>
        affine.for %k0 = 0 to 16 step 16 {
          %dX = affine.apply #dx(%i, %k0)
          %vsaX = arith.constant 1 : index
          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %vsaX, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], padding = 0 : i64,
             sram_stride = [1, 16], subtile_size = [8, 16]}
          %dW = affine.apply #dx(%k0, %j)
          %vsaW = arith.constant 1 : index
          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %vsaW, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], padding = 0 : i64,
             sram_stride = [1, 16], subtile_size = [16, 8]}
          linalg.matmul ins(%X, %W : memref<16x16xf32, 1>, memref<16x16xf32, 1>)
                        outs(%Y : memref<16x16xf32, 1>)
        } {accumulation_loop = true, subtile_loop = "k"}
        %dY = affine.apply #dx(%i, %j)
        %vsaY = arith.constant 1 : index
        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %vsaY, %c1
          : memref<16x16xf32, 1>, memref<256xf32>, memref<1xi32>
          {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
  func.func @wrapper_kernel(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>) {
    call @kernel(%arg0, %arg1, %arg2) : (memref<256xf32>, memref<256xf32>, memref<256xf32>) -> ()
    return
  }
}
