// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §3.7, the matmul FSM and compute nodes (letters name ops).
//   A read, B addf          Idle: vector node 2 [A, B]
//   C iv op1                Idle -> Preload: steals A from node 2, which keeps B
//                           (no gap); preload node 3 [A, C]
//   D read, E iv op1        Preload: into node 3
//   F iv op0                Preload -> MMPush: matmul node 4 [F], 1 push
//   G mulf, H iv op0, I vcix.i   into node 4, 2 pushes
//   J vpop                  MMPush -> MMVpop: 2 pops, 2 writes expected
//   K write, L vpop         1 write; 2nd pop -> MMEpilogue
//   M addf, N write         2nd write ends the matmul -> Idle
//   O iv op3, O2 iv (no opcode), P vpop in Idle, R read   vector node 5
//   S iv op1                steals R from node 5 (keeps O, O2, P): preload 6 [R, S]
//   T iv op0, U vpop        matmul 7, 1 push, 1 pop -> MMEpilogue
//   loop j (node 8):  V write   the matmul node 7 takes it across the loop
//                               boundary and ends; X addf: vector node 9
//   Y iv op1                Idle, last child the loop: nothing to steal, preload 10
//   Z iv op0, AA vpop       matmul 11 -> MMEpilogue; AB addf into it
//   AC iv op1               MMEpilogue: the matmul ends first, then preload 12
//   AD read                 Preload: into node 12
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
