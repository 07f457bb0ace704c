// RUN: --passes=lower-to-vcix --vectorlane=32 --vlen=256 --emit=mlir
// Small matmuls on a 32-lane array, f32 at VLEN 256 (nr = 8), by hand
// (pipeline.md §4.2):
// @k_small: M = 4, K = 16, N = 16 (subtiles the whole tiles).  No N, K or
//   M loop; K <= S, so a zero vector pads the weight window: S / nr = 4
//   weight pushes, i = 0 and 8 read W, i = 16 and 24 push the zero vector.
//   vecM = vector<max(min(4, 8), 2) = 4 x f32>; M_LOOP = min(M, push) = 4:
//   one input push and one pop, both vector<4xf32> with vl %rvl = 8.
//   B wait -d0 + (d1 floordiv 1) * 1 + d2 floordiv 1 over (k, c0, c0).
// @k_m1: M = 1: vecM = vector<2xf32> (the minimum of 2).
// @k_sdpa: idx_map = [1, 0, -1] (A from argument 1, B from argument 0, no
//   bias), B written by an affine.vector_store instead of a DMA: lowered,
//   with no B wait (only its index is built) and the A wait on A's tag.
//
// CHECK-DAG: #[[W:map[0-9]*]] = affine_map<(d0, d1, d2) -> (-d0 + d1 + d2)>
// CHECK-LABEL: sym_name = "k_small"
// CHECK: %[[XB:[0-9]+]] = "memref.get_global"() <{name = @X4}>
// CHECK: %[[WB:[0-9]+]] = "memref.get_global"() <{name = @W16}>
// CHECK: %[[TX:[0-9]+]] = "memref.alloc"
// CHECK-NEXT: %[[TW:[0-9]+]] = "memref.alloc"
// CHECK: "affine.apply"(%arg{{[0-9]+}}, %[[K:arg[0-9]+]])
// CHECK-NEXT: "memref.dma_start"
// CHECK: "memref.dma_start"
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: %[[RVL:[0-9]+]] = "arith.constant"() <{value = 8 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 16 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: %[[ONE:[0-9]+]] = "arith.constant"() <{value = 1 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 0.000000e+00 : f32}>
// CHECK-NEXT: %[[ZW:[0-9]+]] = "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
// CHECK-NEXT: %[[BT:[0-9]+]] = "affine.apply"(%[[K]], %[[Z]], %[[Z]]) <{map = #[[W]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TW]], %[[BT]], %[[ONE]])
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 32 : index}>
// CHECK-COUNT-3: "affine.apply"
// CHECK-NEXT: %[[W0:[0-9]+]] = "vector.transfer_read"(%[[WB]], {{.*}}) -> vector<8xf32>
// CHECK-NEXT: "vcix.iv"(%[[W0]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// CHECK-NEXT: "arith.constant"() <{value = 8 : index}>
// CHECK-NEXT: "arith.constant"() <{value = 32 : index}>
// CHECK-COUNT-3: "affine.apply"
// CHECK-NEXT: %[[W8:[0-9]+]] = "vector.transfer_read"(%[[WB]], {{.*}}) -> vector<8xf32>
// CHECK-NEXT: "vcix.iv"(%[[W8]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// CHECK-NEXT: "vcix.iv"(%[[ZW]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// CHECK-NEXT: "vcix.iv"(%[[ZW]], %[[RVL]]) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}
// CHECK-NEXT: %[[AT:[0-9]+]] = "affine.apply"(%[[K]], %[[Z]], %[[Z]]) <{map = #[[W]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TX]], %[[AT]], %[[ONE]])
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-COUNT-3: "affine.apply"
// CHECK-NEXT: %[[A:[0-9]+]] = "vector.transfer_read"(%[[XB]], {{.*}} : (memref<4x16xf32, 1>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vcix.iv"(%[[A]], %[[RVL]]) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<4xf32>, i64) -> ()
// CHECK-NEXT: "vcix.i"(%[[RVL]])
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: "vcix.v.i"(%[[RVL]]) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<4xf32>
// CHECK-COUNT-2: "affine.apply"
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "arith.addf"{{.*}} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.transfer_write"
// CHECK-NEXT: "affine.yield"
// CHECK-LABEL: sym_name = "k_m1"
// CHECK: "vcix.iv"({{.*}}) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<2xf32>, i64) -> ()
// CHECK: "vcix.v.i"({{.*}}) -> vector<2xf32>
// CHECK-NOT: "vcix.v.i"
// CHECK-LABEL: sym_name = "k_sdpa"
// CHECK: %[[TA:[0-9]+]] = "memref.alloc"
// CHECK: "affine.vector_store"
// CHECK: "memref.dma_start"(%arg1,
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK-COUNT-7: "arith.constant"
// CHECK-NEXT: "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}>
// CHECK-NEXT: "affine.apply"({{.*}}) <{map = #[[W]]}>
// CHECK-NEXT: "arith.constant"() <{value = 0 : index}>
// CHECK: "affine.apply"({{.*}}) <{map = #[[W]]}>
// CHECK-NEXT: "memref.dma_wait"(%[[TA]],
// CHECK-NOT: "memref.dma_wait"
// CHECK-NOT: "linalg.matmul"
#d = affine_map<(d0, d1) -> (d0 * 16 + d1)>
module {
  memref.global @X4 : memref<4x16xf32, 1>
  memref.global @W16 : memref<16x16xf32, 1>
  memref.global @Y4 : memref<4x16xf32, 1>
  memref.global @X1 : memref<1x16xf32, 1>
  memref.global @Y1 : memref<1x16xf32, 1>
  memref.global @Q8 : memref<8x8xf32, 1>
  memref.global @K8 : memref<8x8xf32, 1>
  memref.global @O8 : memref<8x8xf32, 1>
  func.func @k_small(%x: memref<64xf32>, %w: memref<256xf32>, %y: memref<64xf32>) {
    %X = memref.get_global @X4 : memref<4x16xf32, 1>
    %W = memref.get_global @W16 : memref<16x16xf32, 1>
    %Y = memref.get_global @Y4 : memref<4x16xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %tX = memref.alloc() : memref<1xi32>
    %tW = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 4 step 4 {
      affine.for %j = 0 to 16 step 16 {
        affine.for %k = 0 to 16 step 16 {
          %dX = affine.apply #d(%i, %k)
          memref.dma_start %x[%dX], %X[%c0, %c0], %c2, %tX[%c0], %c1, %c1
            : memref<64xf32>, memref<4x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], sram_stride = [1, 4], subtile_size = [4, 16]}
          %dW = affine.apply #d(%k, %j)
          memref.dma_start %w[%dW], %W[%c0, %c0], %c2, %tW[%c0], %c1, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], sram_stride = [1, 16], subtile_size = [16, 16]}
          linalg.matmul ins(%X, %W : memref<4x16xf32, 1>, memref<16x16xf32, 1>) outs(%Y : memref<4x16xf32, 1>)
        } {accumulation_loop = true}
      } {outer_loop = true}
    } {outer_loop = true}
    return
  }
  func.func @k_m1(%x: memref<16xf32>, %w: memref<256xf32>, %y: memref<16xf32>) {
    %X = memref.get_global @X1 : memref<1x16xf32, 1>
    %W = memref.get_global @W16 : memref<16x16xf32, 1>
    %Y = memref.get_global @Y1 : memref<1x16xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %tX = memref.alloc() : memref<1xi32>
    %tW = memref.alloc() : memref<1xi32>
    affine.for %i = 0 to 1 {
      affine.for %j = 0 to 16 step 16 {
        affine.for %k = 0 to 16 step 16 {
          memref.dma_start %x[%k], %X[%c0, %c0], %c2, %tX[%c0], %c1, %c1
            : memref<16xf32>, memref<1x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], sram_stride = [1, 1], subtile_size = [1, 16]}
          %dW = affine.apply #d(%k, %j)
          memref.dma_start %w[%dW], %W[%c0, %c0], %c2, %tW[%c0], %c1, %c1
            : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [16, 1], sram_stride = [1, 16], subtile_size = [16, 16]}
          linalg.matmul ins(%X, %W : memref<1x16xf32, 1>, memref<16x16xf32, 1>) outs(%Y : memref<1x16xf32, 1>)
        } {accumulation_loop = true}
      } {outer_loop = true}
    } {outer_loop = true}
    return
  }
  func.func @k_sdpa(%v: memref<64xf32>, %q: memref<64xf32>, %o: memref<64xf32>) {
    %Q = memref.get_global @Q8 : memref<8x8xf32, 1>
    %K = memref.get_global @K8 : memref<8x8xf32, 1>
    %O = memref.get_global @O8 : memref<8x8xf32, 1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %tA = memref.alloc() : memref<1xi32>
    %s = arith.constant dense<1.000000e+00> : vector<2xf32>
    affine.for %i = 0 to 8 step 8 {
      affine.for %j = 0 to 8 step 8 {
        affine.vector_store %s, %K[0, 0] : memref<8x8xf32, 1>, vector<2xf32>
        affine.for %k = 0 to 8 step 8 {
          memref.dma_start %q[%k], %Q[%c0, %c0], %c2, %tA[%c0], %c1, %c1
            : memref<64xf32>, memref<8x8xf32, 1>, memref<1xi32>
            {async = 1 : i64, dram_stride = [8, 1], sram_stride = [1, 8], subtile_size = [8, 8]}
          linalg.matmul {idx_map = array<i32: 1, 0, -1>} ins(%Q, %K : memref<8x8xf32, 1>, memref<8x8xf32, 1>) outs(%O : memref<8x8xf32, 1>)
        } {accumulation_loop = true}
      } {outer_loop = true}
    } {outer_loop = true}
    return
  }
}
