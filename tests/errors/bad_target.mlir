// RUN: --target=bogus-unknown-nothing
#map = affine_map<(d0) -> (d0 floordiv 3 + d0 mod 5)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (-d0 + 15)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<() -> (16)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xi64>, index) -> i64, sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<16xi64>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg1, %1, %0) ({
    ^bb0(%arg3: index, %arg4: index):
      %5 = "affine.apply"(%arg3) <{map = #map}> : (index) -> index
      "scf.yield"(%5) : (index) -> ()
    }) : (index, index, index, index) -> index
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg2: index):
      %4 = "affine.load"(%arg0, %arg2) <{map = #map1}> : (memref<16xi64>, index) -> i64
      "affine.store"(%4, %arg0, %arg2) <{map = #map2}> : (i64, memref<16xi64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %3 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

