// RUN: --passes=lower-to-vcix --vlen=256 --emit=mlir
// math ops on vectors -> vcix.v.iv (pipeline.md §4.4, by hand):
// (opcode, imm) exp (3, 0), erf (0, 0), tanh (1, 0), sin (2, 0), cos (2, 1),
// log (2, 2), atan (2, 3); imm is i32, opcode i64, no vl operand.
// L = E * sew / 64 <= 32: one op on the whole vector (vector<16xf32>: L 8;
// vector<8xf64>: L 8).  Above: chunks of vlen / (sew / 8) elements (8 x VLEN
// bits) through a zero vector: vector<1024xf32> (L 512) in 16 chunks of 64,
// vector<64xf64> (L 64) in 2 chunks of 32.
// Left as math ops: f16 and bf16 (V-b), scalars, rank-2 vectors.
//
// CHECK-LABEL: sym_name = "single"
// CHECK-NEXT: ^bb0(%[[A0:arg[0-9]+]]: vector<16xf32>, %[[A1:arg[0-9]+]]: vector<8xf32>, %[[A2:arg[0-9]+]]: vector<8xf64>):
// CHECK-NEXT: %[[E:[0-9]+]] = "vcix.v.iv"(%[[A0]]) {imm = 0 : i32, opcode = 3 : i64} : (vector<16xf32>) -> vector<16xf32>
// CHECK-NEXT: %[[R:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 0 : i32, opcode = 0 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[T:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 0 : i32, opcode = 1 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[S:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 0 : i32, opcode = 2 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[C:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 1 : i32, opcode = 2 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[L:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 2 : i32, opcode = 2 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[A:[0-9]+]] = "vcix.v.iv"(%[[A1]]) {imm = 3 : i32, opcode = 2 : i64} : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %[[D:[0-9]+]] = "vcix.v.iv"(%[[A2]]) {imm = 0 : i32, opcode = 3 : i64} : (vector<8xf64>) -> vector<8xf64>
// CHECK-NEXT: "func.return"(%[[E]], %[[R]], %[[T]], %[[S]], %[[C]], %[[L]], %[[A]], %[[D]])
// CHECK-LABEL: sym_name = "chunked"
// CHECK-NEXT: ^bb0(%[[B0:arg[0-9]+]]: vector<1024xf32>, %[[B1:arg[0-9]+]]: vector<64xf64>):
// CHECK-NEXT: %[[Z:[0-9]+]] = "arith.constant"() <{value = dense<0.000000e+00> : vector<1024xf32>}> : () -> vector<1024xf32>
// CHECK-NEXT: %[[P0:[0-9]+]] = "vector.extract_strided_slice"(%[[B0]]) <{offsets = [0], sizes = [64], strides = [1]}> : (vector<1024xf32>) -> vector<64xf32>
// CHECK-NEXT: %[[V0:[0-9]+]] = "vcix.v.iv"(%[[P0]]) {imm = 0 : i32, opcode = 3 : i64} : (vector<64xf32>) -> vector<64xf32>
// CHECK-NEXT: %[[A0:[0-9]+]] = "vector.insert_strided_slice"(%[[V0]], %[[Z]]) <{offsets = [0], strides = [1]}> : (vector<64xf32>, vector<1024xf32>) -> vector<1024xf32>
// CHECK-NEXT: %[[P1:[0-9]+]] = "vector.extract_strided_slice"(%[[B0]]) <{offsets = [64], sizes = [64], strides = [1]}>
// CHECK-NEXT: %[[V1:[0-9]+]] = "vcix.v.iv"(%[[P1]])
// CHECK-NEXT: "vector.insert_strided_slice"(%[[V1]], %[[A0]]) <{offsets = [64], strides = [1]}>
// CHECK-COUNT-13: "vector.insert_strided_slice"
// CHECK-NEXT: "vector.extract_strided_slice"(%[[B0]]) <{offsets = [960], sizes = [64], strides = [1]}>
// CHECK-NEXT: "vcix.v.iv"
// CHECK-NEXT: %[[LAST:[0-9]+]] = "vector.insert_strided_slice"({{.*}}) <{offsets = [960], strides = [1]}>
// CHECK-NEXT: "arith.constant"() <{value = dense<0.000000e+00> : vector<64xf64>}>
// CHECK-NEXT: "vector.extract_strided_slice"(%[[B1]]) <{offsets = [0], sizes = [32], strides = [1]}> : (vector<64xf64>) -> vector<32xf64>
// CHECK-NEXT: "vcix.v.iv"({{.*}}) {imm = 1 : i32, opcode = 2 : i64} : (vector<32xf64>) -> vector<32xf64>
// CHECK-NEXT: "vector.insert_strided_slice"
// CHECK-NEXT: "vector.extract_strided_slice"(%[[B1]]) <{offsets = [32], sizes = [32], strides = [1]}>
// CHECK-NEXT: "vcix.v.iv"
// CHECK-NEXT: %[[LAST64:[0-9]+]] = "vector.insert_strided_slice"
// CHECK-NEXT: "func.return"(%[[LAST]], %[[LAST64]])
// CHECK-LABEL: sym_name = "left"
// CHECK-NOT: vcix
// CHECK: "math.exp"(%arg{{[0-9]+}}) {{.*}} : (vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: "math.exp"(%arg{{[0-9]+}}) {{.*}} : (vector<8xbf16>) -> vector<8xbf16>
// CHECK-NEXT: "math.tanh"(%arg{{[0-9]+}}) {{.*}} : (f32) -> f32
// CHECK-NEXT: "math.exp"(%arg{{[0-9]+}}) {{.*}} : (vector<2x8xf32>) -> vector<2x8xf32>
// CHECK-NOT: vcix
func.func @single(%a: vector<16xf32>, %b: vector<8xf32>, %d: vector<8xf64>) -> (vector<16xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf64>) {
  %e = math.exp %a : vector<16xf32>
  %r = math.erf %b : vector<8xf32>
  %t = math.tanh %b : vector<8xf32>
  %s = math.sin %b : vector<8xf32>
  %c = math.cos %b : vector<8xf32>
  %l = math.log %b : vector<8xf32>
  %n = math.atan %b : vector<8xf32>
  %x = math.exp %d : vector<8xf64>
  return %e, %r, %t, %s, %c, %l, %n, %x : vector<16xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf64>
}
func.func @chunked(%a: vector<1024xf32>, %d: vector<64xf64>) -> (vector<1024xf32>, vector<64xf64>) {
  %e = math.exp %a : vector<1024xf32>
  %c = math.cos %d : vector<64xf64>
  return %e, %c : vector<1024xf32>, vector<64xf64>
}
func.func @left(%h: vector<8xf16>, %b: vector<8xbf16>, %f: f32, %m: vector<2x8xf32>) -> (vector<8xf16>, vector<8xbf16>, f32, vector<2x8xf32>) {
  %0 = math.exp %h : vector<8xf16>
  %1 = math.exp %b : vector<8xbf16>
  %2 = math.tanh %f : f32
  %3 = math.exp %m : vector<2x8xf32>
  return %0, %1, %2, %3 : vector<8xf16>, vector<8xbf16>, f32, vector<2x8xf32>
}
