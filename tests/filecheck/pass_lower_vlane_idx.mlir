// RUN: --passes=lower-vlane-idx --emit=mlir
// lower-vlane-idx (lowering.md §4): the lane number from "vcix.v.i"
// opcode 0, times a splat of vlane_offset; the uses move to the product.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi64>) -> vector<4xi64>, sym_name = "lane_offset"}> ({
  ^bb0(%base: vector<4xi64>):
    %v = "torchsim.vlane_idx"() {vlane_offset = 16 : i64} : () -> vector<4xi64>
    %r = "arith.addi"(%base, %v) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    "func.return"(%r) : (vector<4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<8xi32>, sym_name = "narrow"}> ({
    %c = "arith.constant"() <{value = 0 : index}> : () -> index
    %v = "torchsim.vlane_idx"(%c) {vlane_offset = -3 : i64} : (index) -> vector<8xi32>
    "func.return"(%v) : (vector<8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK-LABEL: sym_name = "lane_offset"
// CHECK: ^bb0(%[[B:arg[0-9]+]]: vector<4xi64>):
// CHECK-NEXT: %[[RVL:[0-9]+]] = "arith.constant"() <{value = 4 : i64}> : () -> i64
// CHECK-NEXT: %[[LANE:[0-9]+]] = "vcix.v.i"(%[[RVL]]) {imm = 0 : i32, opcode = 0 : i64, rs2 = 0 : i32} : (i64) -> vector<4xi64>
// CHECK-NEXT: %[[OFF:[0-9]+]] = "arith.constant"() <{value = dense<16> : vector<4xi64>}> : () -> vector<4xi64>
// CHECK-NEXT: %[[R:[0-9]+]] = "arith.muli"(%[[LANE]], %[[OFF]]) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// CHECK-NEXT: %[[S:[0-9]+]] = "arith.addi"(%[[B]], %[[R]])
// CHECK-NEXT: "func.return"(%[[S]])

// CHECK-LABEL: sym_name = "narrow"
// CHECK: %[[RVL:[0-9]+]] = "arith.constant"() <{value = 8 : i64}> : () -> i64
// CHECK-NEXT: %[[LANE:[0-9]+]] = "vcix.v.i"(%[[RVL]]) {imm = 0 : i32, opcode = 0 : i64, rs2 = 0 : i32} : (i64) -> vector<8xi32>
// CHECK-NEXT: %[[OFF:[0-9]+]] = "arith.constant"() <{value = dense<-3> : vector<8xi32>}> : () -> vector<8xi32>
// CHECK-NEXT: %[[R:[0-9]+]] = "arith.muli"(%[[LANE]], %[[OFF]])
// CHECK-NEXT: "func.return"(%[[R]])
// CHECK-NOT: torchsim.vlane_idx
