// RUN: --passes=simplify-affine --emit=mlir --report=affine
// --report=affine: one remark per floordiv/mod left after folding, with its
// class (transfer.md §3.2-3.3, §3.7).  `%p floordiv 2` (p < 2) folds to 0
// and is not reported.  %c has boundaries {2} and {3} on extent 6 (not a
// chain); the stepped %t loop has {16, 32, 128} on 256 (a chain).
// CHECK: pass_simplify_affine_report.mlir:[[L:[0-9]+]]:18: remark: affine.apply: d1 floordiv 2: incompatible radices: boundaries [1, 2, 3, 6] are not a divisibility chain
// CHECK-NEXT: remark: affine.apply: d0 mod 3: incompatible radices: boundaries [1, 2, 3, 6] are not a divisibility chain
// CHECK-NEXT: remark: affine.apply: d1 floordiv 3: non-dividing divisor: 3 does not divide extent 8
// CHECK-NEXT: remark: affine.apply: (d0 * 3 + d1) floordiv 4: multi-dim argument
// CHECK-NEXT: remark: affine.apply: d0 floordiv s0: symbolic: divisor is not a constant
// CHECK-NEXT: remark: affine.apply: d0 ceildiv 4: ceildiv: not a digit extractor
// CHECK-NEXT: remark: affine.apply: d0 floordiv 16: aligned, chain [1, 16, 32, 128, 256]
// CHECK-NEXT: remark: affine.apply: (d0 floordiv 32) mod 4: aligned, chain [1, 16, 32, 128, 256]
// CHECK-NEXT: remark: affine.apply: d1 floordiv 4: symbolic: extent is not a constant loop bound
// CHECK-NOT: remark
// CHECK: "affine.load"(%{{.*}}, %{{.*}}) <{map = #{{map[0-9]*}}}>
#map = affine_map<(d0, d1) -> (d0 * 3 + d1 floordiv 2)>
#map1 = affine_map<(d0, d1) -> (d0 mod 3 + d1 floordiv 3 + (d0 * 3 + d1) floordiv 4)>
#map2 = affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 ceildiv 4)>
#map3 = affine_map<(d0, d1) -> (d0 floordiv 16 + (d0 floordiv 32) mod 4 + d1 floordiv 4)>
#map4 = affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 2)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (256)>
#map7 = affine_map<() -> (8)>
#map8 = affine_map<() -> (6)>
#map9 = affine_map<() -> (2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64xf32>, index, index) -> (), sym_name = "classes"}> ({
  ^bb0(%arg0: memref<64xf32>, %arg1: index, %arg2: index):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      ^bb0(%arg4: index):
        "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
        ^bb0(%arg5: index):
          "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map6}> ({
          ^bb0(%arg6: index):
            %0 = "affine.apply"(%arg3, %arg4) <{map = #map}> : (index, index) -> index
            %1 = "affine.apply"(%arg4, %arg5) <{map = #map1}> : (index, index) -> index
            %2 = "affine.apply"(%arg5, %arg2) <{map = #map2}> : (index, index) -> index
            %3 = "affine.apply"(%arg6, %arg1) <{map = #map3}> : (index, index) -> index
            %4 = "affine.load"(%arg0, %arg5, %arg3) <{map = #map4}> : (memref<64xf32>, index, index) -> f32
            "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, f32) -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

