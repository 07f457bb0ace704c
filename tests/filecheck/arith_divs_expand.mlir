// RUN: --emit=ll
// floordivsi / ceildivsi / ceildivui: convert-arith-to-llvm leaves them to
// arith-expand, whose sequences are reproduced instruction for instruction
// (checked against mlir-opt-19 --arith-expand + the standard pipeline): both
// arms of ceildivsi are computed, so the same inputs trap as in MLIR's build.
//   floordivsi: q = a/b; (a != q*b && (a<0) != (b<0)) ? q-1 : q
//   ceildivsi:  x = b>0 ? -1 : 1; (a<0 && b<0) || (a>0 && b>0) ? (x+a)/b + 1 : 0 - (0-a)/b
//   ceildivui:  a == 0 ? 0 : (a-1)/b + 1
//
// CHECK-LABEL: define { i32, i32, i32 } @divs(i32 %0, i32 %1)
// CHECK-NEXT: %[[Q:[0-9]+]] = sdiv i32 %0, %1
// CHECK-NEXT: %[[M:[0-9]+]] = mul i32 %[[Q]], %1
// CHECK-NEXT: %[[NE:[0-9]+]] = icmp ne i32 %0, %[[M]]
// CHECK-NEXT: %[[AN:[0-9]+]] = icmp slt i32 %0, 0
// CHECK-NEXT: %[[BN:[0-9]+]] = icmp slt i32 %1, 0
// CHECK-NEXT: %[[SG:[0-9]+]] = icmp ne i1 %[[AN]], %[[BN]]
// CHECK-NEXT: %[[C:[0-9]+]] = and i1 %[[NE]], %[[SG]]
// CHECK-NEXT: %[[QM:[0-9]+]] = add i32 %[[Q]], -1
// CHECK-NEXT: %[[FD:[0-9]+]] = select i1 %[[C]], i32 %[[QM]], i32 %[[Q]]
// CHECK-NEXT: %[[BP:[0-9]+]] = icmp sgt i32 %1, 0
// CHECK-NEXT: %[[X:[0-9]+]] = select i1 %[[BP]], i32 -1, i32 1
// CHECK-NEXT: %[[T:[0-9]+]] = add i32 %[[X]], %0
// CHECK-NEXT: %[[Q1:[0-9]+]] = sdiv i32 %[[T]], %1
// CHECK-NEXT: %[[POS:[0-9]+]] = add i32 %[[Q1]], 1
// CHECK-NEXT: %[[NA:[0-9]+]] = sub i32 0, %0
// CHECK-NEXT: %[[Q2:[0-9]+]] = sdiv i32 %[[NA]], %1
// CHECK-NEXT: %[[NEG:[0-9]+]] = sub i32 0, %[[Q2]]
// CHECK-NEXT: %[[A1:[0-9]+]] = icmp slt i32 %0, 0
// CHECK-NEXT: %[[A2:[0-9]+]] = icmp sgt i32 %0, 0
// CHECK-NEXT: %[[B1:[0-9]+]] = icmp slt i32 %1, 0
// CHECK-NEXT: %[[B2:[0-9]+]] = icmp sgt i32 %1, 0
// CHECK-NEXT: %[[NN:[0-9]+]] = and i1 %[[A1]], %[[B1]]
// CHECK-NEXT: %[[PP:[0-9]+]] = and i1 %[[A2]], %[[B2]]
// CHECK-NEXT: %[[SAME:[0-9]+]] = or i1 %[[NN]], %[[PP]]
// CHECK-NEXT: %[[CD:[0-9]+]] = select i1 %[[SAME]], i32 %[[POS]], i32 %[[NEG]]
// CHECK-NEXT: %[[Z:[0-9]+]] = icmp eq i32 %0, 0
// CHECK-NEXT: %[[AM:[0-9]+]] = sub i32 %0, 1
// CHECK-NEXT: %[[UQ:[0-9]+]] = udiv i32 %[[AM]], %1
// CHECK-NEXT: %[[UP:[0-9]+]] = add i32 %[[UQ]], 1
// CHECK-NEXT: %[[CU:[0-9]+]] = select i1 %[[Z]], i32 0, i32 %[[UP]]
// CHECK-NEXT: insertvalue { i32, i32, i32 } poison, i32 %[[FD]], 0
// CHECK-NEXT: insertvalue { i32, i32, i32 } %{{[0-9]+}}, i32 %[[CD]], 1
// CHECK-NEXT: insertvalue { i32, i32, i32 } %{{[0-9]+}}, i32 %[[CU]], 2
//
// Vectors: the same on the whole vector, constants splat.
// CHECK-LABEL: define <4 x i16> @vec(<4 x i16> %0, <4 x i16> %1)
// CHECK-NEXT: sdiv <4 x i16> %0, %1
// CHECK: icmp slt <4 x i16> %0, zeroinitializer
// CHECK: add <4 x i16> %{{[0-9]+}}, <i16 -1, i16 -1, i16 -1, i16 -1>
// CHECK-NEXT: select <4 x i1>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "divs"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %1 = "arith.floordivsi"(%arg2, %arg3) : (i32, i32) -> i32
    %2 = "arith.ceildivsi"(%arg2, %arg3) : (i32, i32) -> i32
    %3 = "arith.ceildivui"(%arg2, %arg3) : (i32, i32) -> i32
    "func.return"(%1, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>) -> vector<4xi16>, sym_name = "vec"}> ({
  ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>):
    %0 = "arith.floordivsi"(%arg0, %arg1) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%0) : (vector<4xi16>) -> ()
  }) : () -> ()
}) : () -> ()

