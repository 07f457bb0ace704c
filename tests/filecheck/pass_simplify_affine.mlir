// RUN: --passes=simplify-affine --emit=mlir
// simplify-affine: affine.apply chains are composed into their users, then
// floordiv/mod fold with the ranges of the affine.for IVs (transfer.md §3.5).
// The split kernels of §5 come out as the spec's derived maps:
//   group_norm   x -> d0*96 + d1h*32 + d1l*16 + d2, mean -> d0*3 + d1h
//   repeat       input -> d0*8 + d1l, output -> d0*16 + d1h*8 + d1l
//   pixel_shuffle input -> 64c + 4h1 + 32h0 + w1 + 16w0
// A stepped tile loop (step 16) keeps `t floordiv 16` but its `mod 16` goes;
// nested digit extractors of an unknown value are normalised (§3.1).
// CHECK-DAG: #[[MEAN:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 3 + d1)>
// CHECK-DAG: #[[X:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2 * 16 + d3)>
// CHECK-DAG: #[[RIN:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * 8 + d1)>
// CHECK-DAG: #[[ROUT:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0 * 16 + d1 * 8 + d2)>
// CHECK-DAG: #[[PS:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 64 + d2 * 32 + d4 * 16 + d1 * 4 + d3)>
// CHECK-DAG: #[[TILE:map[0-9]*]] = affine_map<(d0, d1) -> (d0 floordiv 16, d1)>
// CHECK-DAG: #[[D8:map[0-9]*]] = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-DAG: #[[D43:map[0-9]*]] = affine_map<(d0) -> ((d0 floordiv 4) mod 3)>
// CHECK-LABEL: sym_name = "group_norm"
// CHECK-NOT: affine.apply
// CHECK: "affine.load"(%{{.*}}, %[[P0:arg[0-9]+]], %[[H:arg[0-9]+]]) <{map = #[[MEAN]]}>
// CHECK: "affine.load"(%{{.*}}, %[[P0]], %[[H]], %{{arg[0-9]+}}, %{{arg[0-9]+}}) <{map = #[[X]]}>
// CHECK: "affine.store"({{.*}}) <{map = #[[X]]}>
// CHECK-LABEL: sym_name = "repeat"
// CHECK-NOT: affine.apply
// CHECK: "affine.load"(%{{.*}}, %[[D0:arg[0-9]+]], %[[DL:arg[0-9]+]]) <{map = #[[RIN]]}>
// CHECK: "affine.store"(%{{.*}}, %{{.*}}, %[[D0]], %{{arg[0-9]+}}, %[[DL]]) <{map = #[[ROUT]]}>
// CHECK-LABEL: sym_name = "pixel_shuffle"
// CHECK-NOT: affine.apply
// CHECK: "affine.load"({{.*}}) <{map = #[[PS]]}>
// CHECK-LABEL: sym_name = "tiled"
// CHECK-NOT: affine.apply
// CHECK: "affine.load"(%{{.*}}, %[[T:arg[0-9]+]], %[[I:arg[0-9]+]]) <{map = #[[TILE]]}>
// CHECK-LABEL: sym_name = "digits"
// CHECK: "affine.apply"(%arg0) <{map = #[[D8]]}>
// CHECK: "affine.apply"(%arg0) <{map = #[[D43]]}>
#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 3 + d1 floordiv 2)>
#map2 = affine_map<(d0, d1, d2) -> (d0 * 96 + d1 * 16 + d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (16)>
#map6 = affine_map<() -> (2)>
#map7 = affine_map<() -> (3)>
#map8 = affine_map<(d0, d1) -> (d0 * 8 + d1)>
#map9 = affine_map<(d0, d1) -> (d0 * 8 + d1 mod 8)>
#map10 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#map11 = affine_map<() -> (8)>
#map12 = affine_map<() -> (4)>
#map13 = affine_map<(d0, d1, d2) -> (d0 * 64 + (d1 mod 2) * 32 + (d2 mod 2) * 16 + (d1 floordiv 2) * 4 + d2 floordiv 2)>
#map14 = affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 8 + d2)>
#map15 = affine_map<(d0, d1) -> (d0 + d1)>
#map16 = affine_map<(d0) -> (d0 floordiv 16, d0 mod 16)>
#map17 = affine_map<() -> (256)>
#map18 = affine_map<(d0) -> ((d0 floordiv 4) floordiv 2)>
#map19 = affine_map<(d0) -> ((d0 mod 12) floordiv 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<192xf32>, memref<6xf32>, memref<192xf32>) -> (), sym_name = "group_norm"}> ({
  ^bb0(%arg17: memref<192xf32>, %arg18: memref<6xf32>, %arg19: memref<192xf32>):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg20: index):
      "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg21: index):
        "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
        ^bb0(%arg22: index):
          "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
          ^bb0(%arg23: index):
            %10 = "affine.apply"(%arg21, %arg22) <{map = #map}> : (index, index) -> index
            %11 = "affine.apply"(%arg20, %10) <{map = #map1}> : (index, index) -> index
            %12 = "affine.apply"(%arg20, %10, %arg23) <{map = #map2}> : (index, index, index) -> index
            %13 = "affine.load"(%arg18, %11) <{map = #map3}> : (memref<6xf32>, index) -> f32
            %14 = "affine.load"(%arg17, %12) <{map = #map3}> : (memref<192xf32>, index) -> f32
            %15 = "arith.subf"(%14, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "affine.store"(%15, %arg19, %12) <{map = #map3}> : (f32, memref<192xf32>, index) -> ()
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
  "func.func"() <{function_type = (memref<32xf32>, memref<64xf32>) -> (), sym_name = "repeat"}> ({
  ^bb0(%arg12: memref<32xf32>, %arg13: memref<64xf32>):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg14: index):
      "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg15: index):
        "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map11}> ({
        ^bb0(%arg16: index):
          %8 = "affine.apply"(%arg15, %arg16) <{map = #map8}> : (index, index) -> index
          %9 = "affine.load"(%arg12, %arg14, %8) <{map = #map9}> : (memref<32xf32>, index, index) -> f32
          "affine.store"(%9, %arg13, %arg14, %8) <{map = #map10}> : (f32, memref<64xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<128xf32>, memref<128xf32>) -> (), sym_name = "pixel_shuffle"}> ({
  ^bb0(%arg5: memref<128xf32>, %arg6: memref<128xf32>):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
      ^bb0(%arg8: index):
        "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
        ^bb0(%arg9: index):
          "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
          ^bb0(%arg10: index):
            "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
            ^bb0(%arg11: index):
              %4 = "affine.apply"(%arg8, %arg9) <{map = #map}> : (index, index) -> index
              %5 = "affine.apply"(%arg10, %arg11) <{map = #map}> : (index, index) -> index
              %6 = "affine.apply"(%arg7, %4, %5) <{map = #map13}> : (index, index, index) -> index
              %7 = "affine.load"(%arg5, %6) <{map = #map3}> : (memref<128xf32>, index) -> f32
              "affine.store"(%7, %arg6, %arg7, %4, %5) <{map = #map14}> : (f32, memref<128xf32>, index, index, index) -> ()
              "affine.yield"() : () -> ()
            }) : () -> ()
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
  "func.func"() <{function_type = (memref<16x16xf32>, memref<256xf32>) -> (), sym_name = "tiled"}> ({
  ^bb0(%arg1: memref<16x16xf32>, %arg2: memref<256xf32>):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map17}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg4: index):
        %2 = "affine.apply"(%arg3, %arg4) <{map = #map15}> : (index, index) -> index
        %3 = "affine.load"(%arg1, %2) <{map = #map16}> : (memref<16x16xf32>, index) -> f32
        "affine.store"(%3, %arg2, %2) <{map = #map3}> : (f32, memref<256xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "digits"}> ({
  ^bb0(%arg0: index):
    %0 = "affine.apply"(%arg0) <{map = #map18}> : (index) -> index
    %1 = "affine.apply"(%arg0) <{map = #map19}> : (index) -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

