// gemm_tile.mlir — 64x64x64 f32 GEMM tiled by 16 through scratchpad buffers in
// memory space 1 (generic form, converted once from a hand-written pretty kernel).
#map = affine_map<(d0, d1, d2, d3) -> ((d0 + d1) * 64 + d2 + d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (16)>
#map4 = affine_map<() -> (64)>
"builtin.module"() ({
  "memref.global"() <{sym_name = "spad_a", sym_visibility = "private", type = memref<16x16xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "spad_b", sym_visibility = "private", type = memref<16x16xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<4096xf32>, memref<4096xf32>, memref<4096xf32>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<4096xf32>, %arg1: memref<4096xf32>, %arg2: memref<4096xf32>):
    %0 = "memref.get_global"() <{name = @spad_a}> : () -> memref<16x16xf32, 1>
    %1 = "memref.get_global"() <{name = @spad_b}> : () -> memref<16x16xf32, 1>
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg4: index):
        "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 16 : index, upperBoundMap = #map4}> ({
        ^bb0(%arg5: index):
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg10: index):
            "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
            ^bb0(%arg11: index):
              %12 = "affine.load"(%arg0, %arg3, %arg10, %arg5, %arg11) <{map = #map}> : (memref<4096xf32>, index, index, index, index) -> f32
              "affine.store"(%12, %0, %arg10, %arg11) <{map = #map1}> : (f32, memref<16x16xf32, 1>, index, index) -> ()
              %13 = "affine.load"(%arg1, %arg5, %arg10, %arg4, %arg11) <{map = #map}> : (memref<4096xf32>, index, index, index, index) -> f32
              "affine.store"(%13, %1, %arg10, %arg11) <{map = #map1}> : (f32, memref<16x16xf32, 1>, index, index) -> ()
              "affine.yield"() : () -> ()
            }) : () -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
          ^bb0(%arg6: index):
            "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
            ^bb0(%arg7: index):
              %3 = "affine.load"(%arg2, %arg3, %arg6, %arg4, %arg7) <{map = #map}> : (memref<4096xf32>, index, index, index, index) -> f32
              %4 = "affine.for"(%3) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map3}> ({
              ^bb0(%arg8: index, %arg9: f32):
                %8 = "affine.load"(%0, %arg6, %arg8) <{map = #map1}> : (memref<16x16xf32, 1>, index, index) -> f32
                %9 = "affine.load"(%1, %arg8, %arg7) <{map = #map1}> : (memref<16x16xf32, 1>, index, index) -> f32
                %10 = "arith.mulf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                %11 = "arith.addf"(%arg9, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                "affine.yield"(%11) : (f32) -> ()
              }) : (f32) -> f32
              %5 = "arith.maximumf"(%4, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              %6 = "arith.cmpi"(%arg5, %arg5) <{predicate = 0 : i64}> : (index, index) -> i1
              %7 = "arith.select"(%6, %4, %5) : (i1, f32, f32) -> f32
              "affine.store"(%7, %arg2, %arg3, %arg6, %arg4, %arg7) <{map = #map}> : (f32, memref<4096xf32>, index, index, index, index) -> ()
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
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()

