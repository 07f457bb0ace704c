// RUN: --emit=ll
// lower-affine's exact expansions (lowering.md §7.4), signed:
//   floordiv: n = x < 0; d = n ? -1 - x : x; q = d sdiv c; n ? -1 - q : q
//   mod:      m = x srem c; m < 0 ? m + c : m
//   ceildiv:  np = x <= 0; d = np ? 0 - x : x - 1; q = d sdiv c; np ? 0 - q : q + 1
//             (mlir-opt-19 --lower-affine's order: 0 - x before x - 1, 0 - q before q + 1)
// min/max fold left to right; affine.for tests `iv < ub` (signed) before
// each iteration with lb = max of its map, ub = min of its map.
//
// CHECK-LABEL: define void @f(i64 %0, i64 %1,
// CHECK: %[[N:[0-9]+]] = icmp slt i64 %0, 0
// CHECK-NEXT: %[[NEG:[0-9]+]] = sub i64 -1, %0
// CHECK-NEXT: %[[D:[0-9]+]] = select i1 %[[N]], i64 %[[NEG]], i64 %0
// CHECK-NEXT: %[[Q:[0-9]+]] = sdiv i64 %[[D]], 4
// CHECK-NEXT: %[[NQ:[0-9]+]] = sub i64 -1, %[[Q]]
// CHECK-NEXT: %[[FD:[0-9]+]] = select i1 %[[N]], i64 %[[NQ]], i64 %[[Q]]
// CHECK-NEXT: %[[M:[0-9]+]] = srem i64 %0, 4
// CHECK-NEXT: %[[MN:[0-9]+]] = icmp slt i64 %[[M]], 0
// CHECK-NEXT: %[[MA:[0-9]+]] = add i64 %[[M]], 4
// CHECK-NEXT: %[[MOD:[0-9]+]] = select i1 %[[MN]], i64 %[[MA]], i64 %[[M]]
// CHECK-NEXT: %[[NP:[0-9]+]] = icmp sle i64 %0, 0
// CHECK-NEXT: %[[NX:[0-9]+]] = sub i64 0, %0
// CHECK-NEXT: %[[XM1:[0-9]+]] = sub i64 %0, 1
// CHECK-NEXT: %[[CD:[0-9]+]] = select i1 %[[NP]], i64 %[[NX]], i64 %[[XM1]]
// CHECK-NEXT: %[[CQ:[0-9]+]] = sdiv i64 %[[CD]], 4
// CHECK-NEXT: %[[NCQ:[0-9]+]] = sub i64 0, %[[CQ]]
// CHECK-NEXT: %[[CQ1:[0-9]+]] = add i64 %[[CQ]], 1
// CHECK-NEXT: %[[CEIL:[0-9]+]] = select i1 %[[NP]], i64 %[[NCQ]], i64 %[[CQ1]]
// affine.min (d0, s0, 7) and affine.max (d0, s0 * 3):
// CHECK-NEXT: %[[C1:[0-9]+]] = icmp slt i64 %1, %0
// CHECK-NEXT: %[[S1:[0-9]+]] = select i1 %[[C1]], i64 %1, i64 %0
// CHECK-NEXT: %[[C2:[0-9]+]] = icmp slt i64 7, %[[S1]]
// CHECK-NEXT: %[[MIN:[0-9]+]] = select i1 %[[C2]], i64 7, i64 %[[S1]]
// CHECK-NEXT: %[[S3:[0-9]+]] = mul i64 %1, 3
// CHECK-NEXT: %[[C3:[0-9]+]] = icmp sgt i64 %[[S3]], %0
// CHECK-NEXT: %[[MAX:[0-9]+]] = select i1 %[[C3]], i64 %[[S3]], i64 %0
// the loop: lb = max(d0, 2), ub = min(d0, 8), step 3
// CHECK-NEXT: %[[LC:[0-9]+]] = icmp sgt i64 2, %0
// CHECK-NEXT: %[[LB:[0-9]+]] = select i1 %[[LC]], i64 2, i64 %0
// CHECK-NEXT: %[[UC:[0-9]+]] = icmp slt i64 8, %1
// CHECK-NEXT: %[[UB:[0-9]+]] = select i1 %[[UC]], i64 8, i64 %1
// CHECK-NEXT: br label %[[HEAD:[0-9]+]]
// CHECK: [[HEAD]]:
// CHECK-NEXT: %[[IV:[0-9]+]] = phi i64 [ %[[LB]], %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %[[BODY:[0-9]+]] ]
// CHECK-NEXT: %[[T:[0-9]+]] = icmp slt i64 %[[IV]], %[[UB]]
// CHECK-NEXT: br i1 %[[T]], label %[[BODY]], label %[[EXIT:[0-9]+]]
// CHECK: [[BODY]]:
// CHECK: getelementptr i64, ptr %{{[0-9]+}}, i64 %[[IV]]
// CHECK-NEXT: store i64 %[[FD]], ptr
// CHECK: store i64 %[[MOD]], ptr
// CHECK: store i64 %[[CEIL]], ptr
// CHECK: store i64 %[[MIN]], ptr
// CHECK: store i64 %[[MAX]], ptr
// CHECK-NEXT: %[[NEXT]] = add i64 %[[IV]], 3
// CHECK-NEXT: br label %[[HEAD]]
// CHECK: [[EXIT]]:
// CHECK-NEXT: ret void
#map = affine_map<(d0) -> (d0 floordiv 4)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> (d0 ceildiv 4)>
#map3 = affine_map<(d0)[s0] -> (d0, s0, 7)>
#map4 = affine_map<(d0)[s0] -> (d0, s0 * 3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<() -> (1)>
#map7 = affine_map<() -> (2)>
#map8 = affine_map<() -> (3)>
#map9 = affine_map<() -> (4)>
#map10 = affine_map<(d0) -> (d0, 2)>
#map11 = affine_map<(d0) -> (d0, 8)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<8xindex>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: memref<8xindex>):
    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
    %1 = "affine.apply"(%arg0) <{map = #map1}> : (index) -> index
    %2 = "affine.apply"(%arg0) <{map = #map2}> : (index) -> index
    %3 = "affine.min"(%arg0, %arg1) <{map = #map3}> : (index, index) -> index
    %4 = "affine.max"(%arg0, %arg1) <{map = #map4}> : (index, index) -> index
    "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 1, 1, 0>, step = 3 : index, upperBoundMap = #map11}> ({
    ^bb0(%arg3: index):
      "affine.store"(%0, %arg2, %arg3) <{map = #map5}> : (index, memref<8xindex>, index) -> ()
      "affine.store"(%1, %arg2) <{map = #map6}> : (index, memref<8xindex>) -> ()
      "affine.store"(%2, %arg2) <{map = #map7}> : (index, memref<8xindex>) -> ()
      "affine.store"(%3, %arg2) <{map = #map8}> : (index, memref<8xindex>) -> ()
      "affine.store"(%4, %arg2) <{map = #map9}> : (index, memref<8xindex>) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

