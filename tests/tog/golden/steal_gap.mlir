// RUN: --passes=build-tog --emit=tog
// TOG golden: tog.md §2 and §3.7, id gaps after a steal.  A weight read alone
// in a vector node: the preload steals it, the emptied node leaves the graph
// and from compute_nodes, its id stays used.  Twice: ids 2 and 5 are missing.
memref.global @W_spad : memref<16x16xf32, 1>
func.func @kernel(%arg0: memref<256xf32>) {
  %W = memref.get_global @W_spad : memref<16x16xf32, 1>
  %c0 = arith.constant 0 : index
  %c8_i64 = arith.constant 8 : i64
  %f0 = arith.constant 0.0 : f32
  affine.for %i = 0 to 2 {
    %w0 = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    "vcix.iv"(%w0, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%w0, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %p0 = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    vector.transfer_write %p0, %W[%c0, %c0] : vector<8xf32>, memref<16x16xf32, 1>
    %w1 = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    "vcix.iv"(%w1, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%w1, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    %p1 = "vcix.v.i"(%c8_i64) {imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64} : (i64) -> vector<8xf32>
    vector.transfer_write %p1, %W[%c0, %c0] : vector<8xf32>, memref<16x16xf32, 1>
  } {outer_loop = true}
  return
}
