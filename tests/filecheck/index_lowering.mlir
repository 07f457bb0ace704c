// RUN: --emit=ll
// index dialect as convert-index-to-llvm lowers it (checked against
// mlir-opt-19 | mlir-translate-19): its own floordivs / ceildivs / ceildivu
// sequences (not arith-expand's), index.sizeof folded to 64, cmp predicates
// from #index<cmp_predicate ...>, casts as trunc / sext / zext.
//   floordivs: x = m<0 ? 1 : -1; ((n<0) != (m<0)) && n != 0 ? -1 - (x-n)/m : n/m
//   ceildivs:  x = m>0 ? -1 : 1; ((n>0) == (m>0)) && n != 0 ? (n+x)/m + 1 : 0 - (0-n)/m
//
// CHECK-LABEL: define { i64, i64, i64, i64, i1, i32, i64 } @idx(i64 %0, i64 %1)
// CHECK-NEXT: %[[MN:[0-9]+]] = icmp slt i64 %1, 0
// CHECK-NEXT: %[[X:[0-9]+]] = select i1 %[[MN]], i64 1, i64 -1
// CHECK-NEXT: %[[T:[0-9]+]] = sub i64 %[[X]], %0
// CHECK-NEXT: %[[Q:[0-9]+]] = sdiv i64 %[[T]], %1
// CHECK-NEXT: %[[NEG:[0-9]+]] = sub i64 -1, %[[Q]]
// CHECK-NEXT: %[[POS:[0-9]+]] = sdiv i64 %0, %1
// CHECK-NEXT: %[[NN:[0-9]+]] = icmp slt i64 %0, 0
// CHECK-NEXT: %[[D:[0-9]+]] = icmp ne i1 %[[NN]], %[[MN]]
// CHECK-NEXT: %[[NZ:[0-9]+]] = icmp ne i64 %0, 0
// CHECK-NEXT: %[[C:[0-9]+]] = and i1 %[[D]], %[[NZ]]
// CHECK-NEXT: %[[FD:[0-9]+]] = select i1 %[[C]], i64 %[[NEG]], i64 %[[POS]]
// CHECK-NEXT: %[[MP:[0-9]+]] = icmp sgt i64 %1, 0
// CHECK-NEXT: %[[Y:[0-9]+]] = select i1 %[[MP]], i64 -1, i64 1
// CHECK-NEXT: %[[S:[0-9]+]] = add i64 %0, %[[Y]]
// CHECK-NEXT: %[[Q1:[0-9]+]] = sdiv i64 %[[S]], %1
// CHECK-NEXT: %[[P1:[0-9]+]] = add i64 %[[Q1]], 1
// CHECK-NEXT: %[[NA:[0-9]+]] = sub i64 0, %0
// CHECK-NEXT: %[[Q2:[0-9]+]] = sdiv i64 %[[NA]], %1
// CHECK-NEXT: %[[N1:[0-9]+]] = sub i64 0, %[[Q2]]
// CHECK-NEXT: %[[NP:[0-9]+]] = icmp sgt i64 %0, 0
// CHECK-NEXT: %[[SAME:[0-9]+]] = icmp eq i1 %[[NP]], %[[MP]]
// CHECK-NEXT: %[[NZ2:[0-9]+]] = icmp ne i64 %0, 0
// CHECK-NEXT: %[[C2:[0-9]+]] = and i1 %[[SAME]], %[[NZ2]]
// CHECK-NEXT: %[[CD:[0-9]+]] = select i1 %[[C2]], i64 %[[P1]], i64 %[[N1]]
// CHECK-NEXT: %[[AM:[0-9]+]] = sub i64 %0, 1
// CHECK-NEXT: %[[UQ:[0-9]+]] = udiv i64 %[[AM]], %1
// CHECK-NEXT: %[[UP:[0-9]+]] = add i64 %[[UQ]], 1
// CHECK-NEXT: %[[Z:[0-9]+]] = icmp eq i64 %0, 0
// CHECK-NEXT: %[[CU:[0-9]+]] = select i1 %[[Z]], i64 0, i64 %[[UP]]
// CHECK-NEXT: %[[CMP:[0-9]+]] = icmp sge i64 %0, %1
// CHECK-NEXT: %[[TR:[0-9]+]] = trunc i64 %0 to i32
// CHECK-NEXT: %[[SX:[0-9]+]] = sext i32 %[[TR]] to i64
// CHECK-NEXT: insertvalue {{.*}} poison, i64 %[[FD]], 0
// CHECK-NEXT: insertvalue {{.*}}, i64 %[[CD]], 1
// CHECK-NEXT: insertvalue {{.*}}, i64 %[[CU]], 2
// CHECK-NEXT: insertvalue {{.*}}, i64 64, 3
// CHECK-NEXT: insertvalue {{.*}}, i1 %[[CMP]], 4
// CHECK-NEXT: insertvalue {{.*}}, i32 %[[TR]], 5
// CHECK-NEXT: insertvalue {{.*}}, i64 %[[SX]], 6
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, i1, i32, index), sym_name = "idx"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "index.floordivs"(%arg0, %arg1) : (index, index) -> index
    %1 = "index.ceildivs"(%arg0, %arg1) : (index, index) -> index
    %2 = "index.ceildivu"(%arg0, %arg1) : (index, index) -> index
    %3 = "index.sizeof"() : () -> index
    %4 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %5 = "index.castu"(%arg0) : (index) -> i32
    %6 = "index.casts"(%5) : (i32) -> index
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, index, i1, i32, index) -> ()
  }) : () -> ()
}) : () -> ()

