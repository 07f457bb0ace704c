// RUN: --passes=build-tog --emit=mlir
// build-tog's sample-mode kernel (tog.md §4, §5.2's example): every
// loop-role loop gets step := its end, so it runs once (m, n: 256; k: 512);
// each compute node is bracketed by the gem5 markers, the start carrying
// compute_type: the Y init (VectorCompute), the preload from the W read to
// the X read (MatmulPreload), the matmul from the first input push to the
// Y write (MatmulCompute).  DMAs and waits stay (lower-dma-to-gemmini drops
// them in the timing build).
// CHECK: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #[[M256:map[0-9]*]]}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: index):
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #[[M256]]}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: index):
// CHECK-NEXT: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> {compute_type = "VectorCompute"} : () -> ()
// CHECK-NEXT: "affine.vector_store"
// CHECK-NEXT: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_3, 0, 0x41, x0, x0, x0", constraints = "~{a0},~{memory}", has_side_effects}> : () -> ()
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = #{{map[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 512 : index, upperBoundMap = #{{map[0-9]*}}}> ({
// CHECK: "memref.dma_start"
// CHECK: "memref.dma_start"
// CHECK: "memref.dma_wait"
// CHECK-NEXT: "llvm.inline_asm"() <{{.*}}0x40{{.*}}}> {compute_type = "MatmulPreload"} : () -> ()
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "llvm.inline_asm"() <{{.*}}0x41{{.*}}}> : () -> ()
// CHECK-NEXT: "llvm.inline_asm"() <{{.*}}0x40{{.*}}}> {compute_type = "MatmulCompute"} : () -> ()
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 0
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "arith.addf"
// CHECK-NEXT: "vector.transfer_write"
// CHECK-NEXT: "llvm.inline_asm"() <{{.*}}0x41{{.*}}}> : () -> ()
// CHECK-NEXT: "affine.yield"
// CHECK-NOT: inline_asm
memref.global @X_spad : memref<128x128xf32, 1>
memref.global @W_spad : memref<128x128xf32, 1>
memref.global @Y_spad : memref<128x128xf32, 1>
func.func @kernel(%arg0: memref<131072xf32>, %arg1: memref<131072xf32>, %arg2: memref<65536xf32>) {
  %X = memref.get_global @X_spad : memref<128x128xf32, 1>
  %W = memref.get_global @W_spad : memref<128x128xf32, 1>
  %Y = memref.get_global @Y_spad : memref<128x128xf32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c8_i64 = arith.constant 8 : i64
  %f0 = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<512xf32>
  %tO = memref.alloc() : memref<1xi32>
  affine.for %m = 0 to 256 step 128 {
    affine.for %n = 0 to 256 step 128 {
      affine.vector_store %zero, %Y[0, 0] : memref<128x128xf32, 1>, vector<512xf32>
      affine.for %k = 0 to 512 step 128 {
        %ia = affine.apply affine_map<(d0, d1) -> (d0 * 512 + d1)>(%m, %k)
        %tA = memref.alloc() : memref<1xi32>
        memref.dma_start %arg0[%ia], %X[%c0, %c0], %c2, %tA[%c0], %c1, %c8 : memref<131072xf32>, memref<128x128xf32, 1>, memref<1xi32> {async = 1 : i64, dram_stride = [512, 1], sram_stride = [128, 1], subtile_size = [128, 128]}
        %iw = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%k, %n)
        %tW = memref.alloc() : memref<1xi32>
        memref.dma_start %arg1[%iw], %W[%c0, %c0], %c2, %tW[%c0], %c1, %c8 : memref<131072xf32>, memref<128x128xf32, 1>, memref<1xi32> {async = 1 : i64, dram_stride = [256, 1], sram_stride = [128, 1], subtile_size = [128, 128]}
        %t = affine.apply affine_map<(d0, d1) -> (-d0 + d1)>(%k, %c0)
        memref.dma_wait %tW[%t], %c1 : memref<1xi32>
        %w = vector.transfer_read %W[%c0, %c0], %f0 : memref<128x128xf32, 1>, vector<8xf32>
        "vcix.iv"(%w, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
        %x = vector.transfer_read %X[%c0, %c0], %f0 : memref<128x128xf32, 1>, vector<8xf32>
        "vcix.iv"(%x, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
        %r = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
        %a = vector.transfer_read %Y[%c0, %c0], %f0 : memref<128x128xf32, 1>, vector<8xf32>
        %s = arith.addf %a, %r : vector<8xf32>
        vector.transfer_write %s, %Y[%c0, %c0] : vector<8xf32>, memref<128x128xf32, 1>
      } {accumulation_loop = true}
      %io = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%m, %n)
      memref.dma_start %Y[%c0, %c0], %arg2[%io], %c3, %tO[%c0], %c1, %c8 : memref<128x128xf32, 1>, memref<65536xf32>, memref<1xi32> {dram_stride = [256, 1], sram_stride = [128, 1]}
    } {outer_loop = true}
  } {outer_loop = true}
  return
}
