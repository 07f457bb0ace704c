// RUN: --passes=dma-fine-grained,lower-to-vcix --vectorlane=8 --vlen=256 --emit=mlir
// A gemm with bias (pipeline.md §3.5, §4.2 "Bias wait"), the worked
// example's shapes plus a bias MVIN from argument 2 into Y_spad, subtile
// [8, 8] of the 16x16 tile (by hand): counts [2, 2], loop order [0, 1];
// DRAM d0*16*8 + d1*1*8 = d0*128 + d1*8; SRAM (T = 16, old 16, new
// ceil(16/8) = 2) d0*8*1 + ((d1*8) floordiv 8)*16 = d0*8 + d1*16; tag
// d0*2 + d1.  The bias keeps its own tag (no fresh one) and is split
// first, at its own place, in an {inner_loop = true} nest.
// lower-to-vcix then waits for it after the A wait: its tag index is no
// constant any more, so (n_tag, m_tag) = (%n, %m) with the map
// (d0 floordiv ceil(8/8)) * (16/8) + d1 floordiv ceil(8/8) = d0*2 + d1.
//
// CHECK-DAG: #[[DB:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 128 + d1 * 8)>
// CHECK-DAG: #[[SUM:map[0-9]*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[SB:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 8 + d1 * 16)>
// CHECK-DAG: #[[TB:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-DAG: #[[TWO:map[0-9]*]] = affine_map<() -> (2)>
// CHECK-LABEL: sym_name = "kernel"
// CHECK: ^bb0(%{{.*}}: memref<256xf32>, %{{.*}}: memref<256xf32>, %[[A2:arg[0-9]+]]: memref<256xf32>, %{{.*}}: memref<256xf32>):
// CHECK: %[[Y:[0-9]+]] = "memref.get_global"() <{name = @Y_spad}>
// CHECK: %[[C1:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK: %[[C2:[0-9]+]] = "arith.constant"() <{value = 2 : index}>
// CHECK: %[[TAGB:[0-9]+]] = "memref.alloc"()
// CHECK: %[[DB0:[0-9]+]] = "affine.apply"(%arg{{[0-9]+}}, %arg{{[0-9]+}})
// CHECK-NEXT: %[[VB:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[I:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[J:arg[0-9]+]]: index):
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[D:[0-9]+]] = "affine.apply"(%[[I]], %[[J]]) <{map = #[[DB]]}>
// CHECK-NEXT: %[[DI:[0-9]+]] = "affine.apply"(%[[D]], %[[DB0]]) <{map = #[[SUM]]}>
// CHECK-NEXT: %[[S:[0-9]+]] = "affine.apply"(%[[I]], %[[J]]) <{map = #[[SB]]}>
// CHECK-NEXT: %[[T:[0-9]+]] = "affine.apply"(%[[I]], %[[J]]) <{map = #[[TB]]}>
// CHECK-NEXT: "memref.dma_start"(%[[A2]], %[[DI]], %[[Y]], %[[Z]], %[[S]], %[[C2]], %[[TAGB]], %[[T]], %[[VB]], %[[C1]]) {async = true, dram_stride = [16, 1], fine_grained = true, sram_stride = [1, 16], subtile_size = [8, 8]}
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.for"
// The A wait, then the bias wait over (n, m).
// CHECK: "arith.constant"() <{value = 0.000000e+00 : f32}>
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[N:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%{{arg[0-9]+}}: index):
// CHECK: "vcix.iv"({{.*}}) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[M:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "memref.dma_wait"
// CHECK-NEXT: %[[BT:[0-9]+]] = "affine.apply"(%[[N]], %[[M]]) <{map = #[[TB]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TAGB]], %[[BT]], %{{[0-9]+}})
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "vcix.iv"({{.*}}) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64}
#dx = affine_map<(d0, d1) -> (d0 * 16 + d1)>
module {
  memref.global @X_spad : memref<16x16xf32, 1>
  memref.global @W_spad : memref<16x16xf32, 1>
  memref.global @Y_spad : memref<16x16xf32, 1>
  func.func @kernel(%arg0: memref<256xf32>, %arg1: memref<256xf32>, %arg2: memref<256xf32>, %arg3: memref<256xf32>) {
    %X = memref.get_global @X_spad : memref<16x16xf32, 1>
    %W = memref.get_global @W_spad : memref<16x16xf32, 1>
    %Y = memref.get_global @Y_spad : memref<16x16xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tagB = memref.alloc() : memref<1xi32>
    %tagX = memref.alloc() : memref<1xi32>
    %tagW = memref.alloc() : memref<1xi32>
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 16 step 16 {
      affine.for %j = 0 to 16 step 16 {
        %dB = affine.apply #dx(%i, %j)
        %vsaB = arith.constant 1 : index
        memref.dma_start %arg2[%dB], %Y[%c0, %c0], %c2, %tagB[%c0], %vsaB, %c1
          : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
          {async = 1 : i64, dram_stride = [16, 1], padding = 0 : i64,
           sram_stride = [1, 16], subtile_size = [8, 8]}
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
        memref.dma_start %Y[%c0, %c0], %arg3[%dY], %c3, %tagY[%c0], %vsaY, %c1
          : memref<16x16xf32, 1>, memref<256xf32>, memref<1xi32>
          {dram_stride = [16, 1], padding = 0 : i64, sram_stride = [1, 16]}
      } {outer_loop = true, subtile_loop = "n"}
    } {outer_loop = true, subtile_loop = "m"}
    return
  }
}
