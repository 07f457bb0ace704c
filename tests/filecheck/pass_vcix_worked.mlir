// RUN: --passes=lower-to-vcix --vectorlane=8 --vlen=256 --emit=mlir
// pipeline.md §5.2 -> §5.3 (the worked example, checked by hand against the
// spec's text): S = 8, nr = 8, M = N = K = 16; X subtile [8, 16], W [16, 8].
// KStep 16, push 8, MStep 8, NStep 8: N and K loops of 2, M loop of 2;
// n_tag = %n (16 != 8), k_tag = %c0 (16 == 16), m_tag = %m (16 != 8).
// B wait -d0 + d1 + d2 floordiv 2 over (k0, n, c0), A wait -d0 + d1*2 + d2
// over (k0, c0, m); one weight push per (n, k) block (S / nr = 1), one input
// push and one pop per m.
//
// CHECK-DAG: #[[WB:map[0-9]*]] = affine_map<(d0, d1, d2) -> (-d0 + d1 + d2 floordiv 2)>
// CHECK-DAG: #[[SP:map[0-9]*]] = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>
// CHECK-DAG: #[[FX:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-DAG: #[[FY:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK-DAG: #[[WA:map[0-9]*]] = affine_map<(d0, d1, d2) -> (-d0 + d1 * 2 + d2)>
// CHECK-DAG: #[[PERM:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[TWO:map[0-9]*]] = affine_map<() -> (2)>
// CHECK-LABEL: sym_name = "kernel"
// CHECK: %[[X:[0-9]+]] = "memref.get_global"() <{name = @X_spad}>
// CHECK: %[[W:[0-9]+]] = "memref.get_global"() <{name = @W_spad}>
// CHECK: %[[Y:[0-9]+]] = "memref.get_global"() <{name = @Y_spad}>
// CHECK: "affine.vector_store"
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0(%[[K0:arg[0-9]+]]: index):
// CHECK: %[[TX:[0-9]+]] = "memref.alloc"()
// CHECK: %[[TW:[0-9]+]] = "memref.alloc"()
// The fine DMAs stay; the matmul is replaced right where it stood.
// CHECK: "memref.dma_start"
// CHECK: "memref.dma_start"
// CHECK: "memref.dma_start"
// CHECK: "memref.dma_start"
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: %[[RVL:[0-9]+]] = "arith.constant"() <{value = 8 : i64}> : () -> i64
// CHECK-NEXT: %[[CK:[0-9]+]] = "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: %[[CN:[0-9]+]] = "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: %[[CM:[0-9]+]] = "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: %[[CP:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[ONE:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: %[[PAD:[0-9]+]] = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// N loop, K loop
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[N:arg[0-9]+]]: index):
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[K:arg[0-9]+]]: index):
// CHECK-NEXT: %[[BT:[0-9]+]] = "affine.apply"(%[[K0]], %[[N]], %[[Z]]) <{map = #[[WB]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TW]], %[[BT]], %[[ONE]]) : (memref<1xi32>, index, index) -> ()
// weight push: sp = 16n + 8k
// CHECK-NEXT: %[[I0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SS:[0-9]+]] = "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: %[[SPW:[0-9]+]] = "affine.apply"(%[[N]], %[[K]], %[[I0]], %[[CK]], %[[SS]]) <{map = #[[SP]]}>
// CHECK-NEXT: %[[WX:[0-9]+]] = "affine.apply"(%[[SPW]], %[[CN]]) <{map = #[[FX]]}>
// CHECK-NEXT: %[[WY:[0-9]+]] = "affine.apply"(%[[SPW]], %[[CN]]) <{map = #[[FY]]}>
// CHECK-NEXT: %[[WV:[0-9]+]] = "vector.transfer_read"(%[[W]], %[[WX]], %[[WY]], %[[PAD]]) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #[[PERM]]}> : (memref<16x16xf32, 1>, index, index, f32) -> vector<8xf32>
// CHECK-NEXT: "vcix.iv"(%[[WV]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
// M loop
// CHECK-NEXT: "affine.for"() <{{.*}}upperBoundMap = #[[TWO]]}> ({
// CHECK-NEXT: ^bb0(%[[M:arg[0-9]+]]: index):
// CHECK-NEXT: %[[AT:[0-9]+]] = "affine.apply"(%[[K0]], %[[Z]], %[[M]]) <{map = #[[WA]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TX]], %[[AT]], %[[ONE]])
// input push: sp = 16k + 8m
// CHECK-NEXT: %[[J0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SPA:[0-9]+]] = "affine.apply"(%[[K]], %[[M]], %[[J0]], %[[CM]], %[[CP]]) <{map = #[[SP]]}>
// CHECK-NEXT: %[[XA:[0-9]+]] = "affine.apply"(%[[SPA]], %[[CK]]) <{map = #[[FX]]}>
// CHECK-NEXT: %[[YA:[0-9]+]] = "affine.apply"(%[[SPA]], %[[CK]]) <{map = #[[FY]]}>
// CHECK-NEXT: %[[AV:[0-9]+]] = "vector.transfer_read"(%[[X]], %[[XA]], %[[YA]], %[[PAD]])
// CHECK-NEXT: "vcix.iv"(%[[AV]], %[[RVL]]) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
// CHECK-NEXT: "vcix.i"(%[[RVL]]) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
// pop: sp = 16n + 8m
// CHECK-NEXT: %[[P0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[SPC:[0-9]+]] = "affine.apply"(%[[N]], %[[M]], %[[P0]], %[[CM]], %[[CP]]) <{map = #[[SP]]}>
// CHECK-NEXT: %[[PV:[0-9]+]] = "vcix.v.i"(%[[RVL]]) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
// CHECK-NEXT: %[[XC:[0-9]+]] = "affine.apply"(%[[SPC]], %[[CN]]) <{map = #[[FX]]}>
// CHECK-NEXT: %[[YC:[0-9]+]] = "affine.apply"(%[[SPC]], %[[CN]]) <{map = #[[FY]]}>
// CHECK-NEXT: %[[OLD:[0-9]+]] = "vector.transfer_read"(%[[Y]], %[[XC]], %[[YC]], %[[PAD]])
// CHECK-NEXT: %[[NEW:[0-9]+]] = "arith.addf"(%[[OLD]], %[[PV]]) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: "vector.transfer_write"(%[[NEW]], %[[Y]], %[[XC]], %[[YC]]) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #[[PERM]]}> : (vector<8xf32>, memref<16x16xf32, 1>, index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {inner_loop = true} : () -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {accumulation_loop = true, subtile_loop = "k"} : () -> ()
// CHECK-NOT: linalg.matmul
#dx = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#s2  = affine_map<(d0, d1) -> (d0 + d1)>
#dxX = affine_map<(d0, d1) -> (d0 * 128 + d1 * 16)>
#sxX = affine_map<(d0, d1) -> (d0 * 8 + d1 * 32)>
#dxW = affine_map<(d0, d1) -> (d0 * 256 + d1 * 8)>
#sxW = affine_map<(d0, d1) -> (d0 * 16 + d1 * 16)>
#twW = affine_map<(d0, d1) -> (d0 * 2 + d1)>
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
    %tagY = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 16 step 16 {
      affine.for %j = 0 to 16 step 16 {
        affine.vector_store %zero32, %Y[0, 0] : memref<16x16xf32, 1>, vector<32xf32>
        affine.for %k0 = 0 to 16 step 16 {
          %dX = affine.apply #dx(%i, %k0)
          %vsaX = arith.constant 1 : index
          %tX = memref.alloc() : memref<1xi32>
          %dW = affine.apply #dx(%k0, %j)
          %vsaW = arith.constant 1 : index
          %tW = memref.alloc() : memref<1xi32>
          // --- X(0,0)
          %a0 = arith.constant 0 : index
          %a1 = arith.constant 0 : index
          %az = arith.constant 0 : index
          %a2 = affine.apply #dxX(%a0, %a1)
          %a3 = affine.apply #s2(%a2, %dX)
          %a4 = affine.apply #sxX(%a0, %a1)
          %a5 = affine.apply #s2(%a0, %a1)
          memref.dma_start %arg0[%a3], %X[%az, %a4], %c2, %tX[%a5], %vsaX, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = true, dram_stride = [16, 1], fine_grained = true,
             sram_stride = [1, 16], subtile_size = [8, 16]}
          // --- W(0,0)
          %b0 = arith.constant 0 : index
          %b1 = arith.constant 0 : index
          %bz = arith.constant 0 : index
          %b2 = affine.apply #dxW(%b0, %b1)
          %b3 = affine.apply #s2(%b2, %dW)
          %b4 = affine.apply #sxW(%b0, %b1)
          %b5 = affine.apply #twW(%b0, %b1)
          memref.dma_start %arg1[%b3], %W[%bz, %b4], %c2, %tW[%b5], %vsaW, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = true, dram_stride = [16, 1], fine_grained = true,
             sram_stride = [1, 16], subtile_size = [16, 8]}
          // --- W(0,1)
          %e0 = arith.constant 0 : index
          %e1 = arith.constant 1 : index
          %ez = arith.constant 0 : index
          %e2 = affine.apply #dxW(%e0, %e1)
          %e3 = affine.apply #s2(%e2, %dW)
          %e4 = affine.apply #sxW(%e0, %e1)
          %e5 = affine.apply #twW(%e0, %e1)
          memref.dma_start %arg1[%e3], %W[%ez, %e4], %c2, %tW[%e5], %vsaW, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = true, dram_stride = [16, 1], fine_grained = true,
             sram_stride = [1, 16], subtile_size = [16, 8]}
          // --- X(1,0)
          %f0 = arith.constant 1 : index
          %f1 = arith.constant 0 : index
          %fz = arith.constant 0 : index
          %f2 = affine.apply #dxX(%f0, %f1)
          %f3 = affine.apply #s2(%f2, %dX)
          %f4 = affine.apply #sxX(%f0, %f1)
          %f5 = affine.apply #s2(%f0, %f1)
          memref.dma_start %arg0[%f3], %X[%fz, %f4], %c2, %tX[%f5], %vsaX, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = true, dram_stride = [16, 1], fine_grained = true,
             sram_stride = [1, 16], subtile_size = [8, 16]}
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
}
