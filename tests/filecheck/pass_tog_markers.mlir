// RUN: --passes=build-tog --emit=mlir
// Marker placement (tog.md §4.2, §10.9) on tests/tog/golden/fsm.mlir's kernel:
// a start marker before each compute node's first op, an end marker after
// its last, nodes in creation order.  The vector node that kept B after the
// preload stole A sits inside the preload's bracket; the matmul [T, U, V]
// starts in the outer loop and ends inside the inner one.
// CHECK: "affine.for"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulPreload"}
// CHECK-NEXT: %[[A:.*]] = "vector.transfer_read"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "VectorCompute"}
// CHECK-NEXT: "arith.addf"(%[[A]], %[[A]])
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulCompute"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 0
// CHECK-NEXT: "arith.mulf"
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 0
// CHECK-NEXT: "vcix.i"
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "vector.transfer_write"
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "arith.addf"
// CHECK-NEXT: "vector.transfer_write"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "VectorCompute"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 3
// CHECK-NEXT: "vcix.iv"
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulPreload"}
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulCompute"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 0
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "affine.for"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "vector.transfer_write"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "VectorCompute"}
// CHECK-NEXT: "arith.addf"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "affine.yield"
// CHECK-NEXT: })
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulPreload"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulCompute"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 0
// CHECK-NEXT: "vcix.v.i"
// CHECK-NEXT: "arith.addf"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40{{.*}}{compute_type = "MatmulPreload"}
// CHECK-NEXT: "vcix.iv"{{.*}}opcode = 1
// CHECK-NEXT: "vector.transfer_read"
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "affine.yield"
memref.global @W_spad : memref<16x16xf32, 1>
func.func @kernel(%arg0: memref<256xf32>) {
  %W = memref.get_global @W_spad : memref<16x16xf32, 1>
  %c0 = arith.constant 0 : index
  %c8_i64 = arith.constant 8 : i64
  %f0 = arith.constant 0.0 : f32
  affine.for %i = 0 to 2 {
    %A = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    %B = arith.addf %A, %A : vector<8xf32>
    "vcix.iv"(%A, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %D = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    "vcix.iv"(%D, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%D, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %G = arith.mulf %D, %D : vector<8xf32>
    "vcix.iv"(%G, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.i"(%c8_i64) {imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, sew = 32 : i64} : (i64) -> ()
    %J = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    vector.transfer_write %J, %W[%c0, %c0] : vector<8xf32>, memref<16x16xf32, 1>
    %L = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    %M = arith.addf %L, %L : vector<8xf32>
    vector.transfer_write %M, %W[%c0, %c0] : vector<8xf32>, memref<16x16xf32, 1>
    "vcix.iv"(%D, %c8_i64) {imm = 0 : i64, opcode = 3 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%D, %c8_i64) {imm = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %P = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    %R = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    "vcix.iv"(%R, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%R, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %U = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    affine.for %j = 0 to 2 {
      vector.transfer_write %U, %W[%c0, %c0] : vector<8xf32>, memref<16x16xf32, 1>
      %X = arith.addf %U, %U : vector<8xf32>
    } {inner_loop = true}
    "vcix.iv"(%R, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%R, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %AA = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    %AB = arith.addf %AA, %AA : vector<8xf32>
    "vcix.iv"(%R, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %AD = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
  } {outer_loop = true}
  return
}
