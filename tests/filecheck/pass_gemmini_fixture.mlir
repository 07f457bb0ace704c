// RUN: --passes=lower-dma-to-gemmini --emit=mlir
// lower-dma-to-gemmini ("Generation A") on the DMAs of PyTorchSim's
// tests/fixtures/gemm256_postvcix.mlir (its m/n/k loops and DMAs, the vcix
// compute left out), converted to generic form; the expected words are
// lowering.md §3.7's worked example.
#map = affine_map<(d0, d1) -> (d0 * 256 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 65536 + d1 * 256)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#map3 = affine_map<(d0, d1) -> (d0 * 256 + d1 * 512)>
#map4 = affine_map<(d0, d1, d2) -> (-d0 + d1 + d2 floordiv 2)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (2)>
#map7 = affine_map<() -> (256)>
"builtin.module"() ({
  "memref.global"() <{sym_name = "X_spad", type = memref<256x256xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "W_spad", type = memref<256x256xf32, 1>}> : () -> ()
  "memref.global"() <{sym_name = "Y_spad", type = memref<256x256xf32, 1>}> : () -> ()
  "func.func"() <{function_type = (memref<65536xf32>, memref<65536xf32>, memref<65536xf32>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<65536xf32>, %arg1: memref<65536xf32>, %arg2: memref<65536xf32>):
    %0 = "memref.get_global"() <{name = @X_spad}> : () -> memref<256x256xf32, 1>
    %1 = "memref.get_global"() <{name = @W_spad}> : () -> memref<256x256xf32, 1>
    %2 = "memref.get_global"() <{name = @Y_spad}> : () -> memref<256x256xf32, 1>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg4: index):
        "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 256 : index, upperBoundMap = #map7}> ({
        ^bb0(%arg5: index):
          %10 = "affine.apply"(%arg3, %arg5) <{map = #map}> : (index, index) -> index
          %11 = "arith.constant"() <{value = 1 : index}> : () -> index
          %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
          %13 = "affine.apply"(%arg5, %arg4) <{map = #map}> : (index, index) -> index
          %14 = "arith.constant"() <{value = 1 : index}> : () -> index
          %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
          %16 = "arith.constant"() <{value = 0 : index}> : () -> index
          %17 = "arith.constant"() <{value = 0 : index}> : () -> index
          %18 = "arith.constant"() <{value = 0 : index}> : () -> index
          %19 = "affine.apply"(%16, %17) <{map = #map1}> : (index, index) -> index
          %20 = "affine.apply"(%19, %10) <{map = #map2}> : (index, index) -> index
          %21 = "affine.apply"(%16, %17) <{map = #map3}> : (index, index) -> index
          %22 = "affine.apply"(%16, %17) <{map = #map2}> : (index, index) -> index
          "memref.dma_start"(%arg0, %20, %0, %18, %21, %6, %12, %22, %11, %4) {async = true, dram_stride = [256, 1], fine_grained = true, sram_stride = [1, 256], subtile_size = [256, 256]} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
          %23 = "arith.constant"() <{value = 0 : index}> : () -> index
          %24 = "arith.constant"() <{value = 0 : index}> : () -> index
          %25 = "arith.constant"() <{value = 0 : index}> : () -> index
          %26 = "affine.apply"(%23, %24) <{map = #map1}> : (index, index) -> index
          %27 = "affine.apply"(%26, %13) <{map = #map2}> : (index, index) -> index
          %28 = "affine.apply"(%23, %24) <{map = #map3}> : (index, index) -> index
          %29 = "affine.apply"(%23, %24) <{map = #map2}> : (index, index) -> index
          "memref.dma_start"(%arg1, %27, %1, %25, %28, %6, %15, %29, %14, %4) {async = true, dram_stride = [256, 1], fine_grained = true, sram_stride = [1, 256], subtile_size = [256, 256]} : (memref<65536xf32>, index, memref<256x256xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
          %30 = "arith.constant"() <{value = 0 : index}> : () -> index
          %31 = "arith.constant"() <{value = 1 : index}> : () -> index
          "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
          ^bb0(%arg6: index):
            %32 = "affine.apply"(%arg5, %30, %30) <{map = #map4}> : (index, index, index) -> index
            "memref.dma_wait"(%15, %32, %31) : (memref<1xi32>, index, index) -> ()
            "affine.yield"() : () -> ()
          }) {inner_loop = true} : () -> ()
          "affine.yield"() : () -> ()
        }) {accumulation_loop = true, subtile_loop = "k"} : () -> ()
        %8 = "affine.apply"(%arg3, %arg4) <{map = #map}> : (index, index) -> index
        %9 = "arith.constant"() <{value = 1 : index}> : () -> index
        "memref.dma_start"(%2, %3, %3, %arg2, %8, %5, %7, %3, %9, %4) {dram_stride = [256, 1], padding = 0 : i64, sram_stride = [1, 256]} : (memref<256x256xf32, 1>, index, index, memref<65536xf32>, index, index, memref<1xi32>, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) {outer_loop = true, subtile_loop = "n"} : () -> ()
      "affine.yield"() : () -> ()
    }) {outer_loop = true, subtile_loop = "m"} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// CHECK-LABEL: sym_name = "kernel"
// CHECK: ^bb0(%[[X:arg[0-9]+]]: memref<65536xf32>, %[[W:arg[0-9]+]]: memref<65536xf32>, %[[Y:arg[0-9]+]]: memref<65536xf32>):
// CHECK-NEXT: %[[XS:[0-9]+]] = "memref.get_global"() <{name = @X_spad}>
// CHECK-NEXT: %[[WS:[0-9]+]] = "memref.get_global"() <{name = @W_spad}>
// CHECK-NEXT: %[[YS:[0-9]+]] = "memref.get_global"() <{name = @Y_spad}>
// CHECK-NEXT: %[[C0:[0-9]+]] = "arith.constant"() <{value = 0 : index}>
// The tag buffers lose their uses and go.
// CHECK-NOT: "memref.alloc"
// First MVIN (X tile): DRAM address = aligned(%arg0) + idx * 4.
// CHECK: %[[DI:[0-9]+]] = "affine.apply"(%{{[0-9]+}}, %{{[0-9]+}}) <{map = #map2}>
// CHECK-NEXT: %[[SI:[0-9]+]] = "affine.apply"(%[[Z5:[0-9]+]], %[[Z6:[0-9]+]]) <{map = #map3}>
// CHECK-NEXT: "affine.apply"
// CHECK-NEXT: %[[B0:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[X]]) : (memref<65536xf32>) -> index
// CHECK-NEXT: %[[K4:[0-9]+]] = "arith.constant"() <{value = 4 : index}> : () -> index
// CHECK-NEXT: %[[T0:[0-9]+]] = "arith.muli"(%[[DI]], %[[K4]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: %[[A0:[0-9]+]] = "arith.addi"(%[[B0]], %[[T0]]) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: %[[DRAM:[0-9]+]] = "arith.index_cast"(%[[A0]]) : (index) -> i64
// Scratchpad address = aligned(X_spad) + (i0 * 256 + i1) * 4.
// CHECK-NEXT: %[[B1:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[XS]]) : (memref<256x256xf32, 1>) -> index
// CHECK-NEXT: %[[K256:[0-9]+]] = "arith.constant"() <{value = 256 : index}> : () -> index
// CHECK-NEXT: %[[T1:[0-9]+]] = "arith.muli"(%{{[0-9]+}}, %[[K256]])
// CHECK-NEXT: %[[O1:[0-9]+]] = "arith.addi"(%[[T1]], %[[SI]])
// CHECK-NEXT: %[[K4B:[0-9]+]] = "arith.constant"() <{value = 4 : index}> : () -> index
// CHECK-NEXT: %[[T2:[0-9]+]] = "arith.muli"(%[[O1]], %[[K4B]])
// CHECK-NEXT: %[[A1:[0-9]+]] = "arith.addi"(%[[B1]], %[[T2]])
// CHECK-NEXT: %[[SPAD:[0-9]+]] = "arith.index_cast"(%[[A1]]) : (index) -> i64
// CONFIG: shape [1, 1, 256, 256]; vst 1, vsa 3, element size 4.
// CHECK-NEXT: %[[R1:[0-9]+]] = "arith.constant"() <{value = 281479288455424 : i64}> : () -> i64
// CHECK-NEXT: %[[R2:[0-9]+]] = "arith.constant"() <{value = 4295016452 : i64}> : () -> i64
// CHECK-NEXT: "llvm.inline_asm"(%[[R1]], %[[R2]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 0, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CONFIG2: DRAM strides [0, 0, 256, 1].
// CHECK-NEXT: %[[R3:[0-9]+]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: %[[R4:[0-9]+]] = "arith.constant"() <{value = 1099511627777 : i64}> : () -> i64
// CHECK-NEXT: "llvm.inline_asm"(%[[R3]], %[[R4]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 4, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CONFIG3: scratchpad strides [0, 0, 1, 256].
// CHECK-NEXT: %[[R5:[0-9]+]] = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: %[[R6:[0-9]+]] = "arith.constant"() <{value = 4294967552 : i64}> : () -> i64
// CHECK-NEXT: "llvm.inline_asm"(%[[R5]], %[[R6]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 5, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// MVIN (funct7 2): DRAM address, scratchpad address.
// CHECK-NEXT: "llvm.inline_asm"(%[[DRAM]], %[[SPAD]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// Second MVIN (W tile): the same words.
// CHECK: "memref.extract_aligned_pointer_as_index"(%[[W]])
// CHECK: "memref.extract_aligned_pointer_as_index"(%[[WS]])
// CHECK: "arith.constant"() <{value = 281479288455424 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295016452 : i64}>
// CHECK: asm_string = ".insn r CUSTOM_1, 0x3, 2, x0, $0, $1"
// dma_wait is gone, its index computation stays.
// CHECK-NOT: dma_wait
// CHECK: "affine.apply"(%{{.*}}) <{map = #map4}>
// MVOUT: source = Y_spad[0, 0], destination = %arg2[idx]; config type 3.
// CHECK: %[[OI:[0-9]+]] = "affine.apply"(%{{.*}}) <{map = #map}>
// CHECK: %[[SB:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[YS]])
// CHECK-NEXT: "arith.constant"() <{value = 256 : index}>
// CHECK-NEXT: "arith.muli"(%[[C0]], %{{[0-9]+}})
// CHECK-NEXT: "arith.addi"(%{{[0-9]+}}, %[[C0]])
// CHECK-NEXT: "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: "arith.muli"
// CHECK-NEXT: "arith.addi"(%[[SB]], %{{[0-9]+}})
// CHECK-NEXT: %[[OSPAD:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: %[[DB:[0-9]+]] = "memref.extract_aligned_pointer_as_index"(%[[Y]])
// CHECK-NEXT: "arith.constant"() <{value = 4 : index}>
// CHECK-NEXT: "arith.muli"(%[[OI]], %{{[0-9]+}})
// CHECK-NEXT: "arith.addi"(%[[DB]], %{{[0-9]+}})
// CHECK-NEXT: %[[ODRAM:[0-9]+]] = "arith.index_cast"
// CHECK-NEXT: "arith.constant"() <{value = 281479288455424 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4295409668 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}".insn r CUSTOM_1, 0x3, 0, x0, $0, $1"
// CHECK-NEXT: "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 1099511627777 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}".insn r CUSTOM_1, 0x3, 4, x0, $0, $1"
// CHECK-NEXT: "arith.constant"() <{value = 0 : i64}>
// CHECK-NEXT: "arith.constant"() <{value = 4294967552 : i64}>
// CHECK-NEXT: "llvm.inline_asm"{{.*}}".insn r CUSTOM_1, 0x3, 5, x0, $0, $1"
// CHECK-NEXT: "llvm.inline_asm"(%[[ODRAM]], %[[OSPAD]]) <{asm_dialect = 0 : i64, asm_string = ".insn r CUSTOM_1, 0x3, 3, x0, $0, $1", constraints = "r,r,~{dirflag},~{fpsr},~{flags}", has_side_effects}> : (i64, i64) -> ()
// CHECK-NOT: dma_start
// CHECK-NOT: "memref.alloc"
