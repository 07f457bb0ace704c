// RUN: --passes=build-tog --emit=tog
// A weight preload (opcode 1) after the inputs started (tog.md §3.7).
memref.global @W_spad : memref<16x16xf32, 1>
func.func @kernel(%arg0: memref<256xf32>) {
  %W = memref.get_global @W_spad : memref<16x16xf32, 1>
  %c0 = arith.constant 0 : index
  %c8_i64 = arith.constant 8 : i64
  %f0 = arith.constant 0.0 : f32
  affine.for %i = 0 to 2 {
    %x = vector.transfer_read %W[%c0, %c0], %f0 : memref<16x16xf32, 1>, vector<8xf32>
    "vcix.iv"(%x, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%x, %c8_i64) {imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
    "vcix.iv"(%x, %c8_i64) {imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64} : (vector<8xf32>, i64) -> ()
  } {outer_loop = true}
  return
}
