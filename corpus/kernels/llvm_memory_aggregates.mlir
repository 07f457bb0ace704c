// llvm memory and aggregate ops: a constant global table (llvm.mlir.global, addressof, getelementptr with constant and dynamic indices), a global initialised by a region, alloca/store/load with alignment, struct insertvalue/extractvalue (nested positions), vector insertelement/extractelement/shufflevector, llvm.call_intrinsic and llvm.intr.* ops, pointers from memref.extract_aligned_pointer_as_index through inttoptr/ptrtoint.
// FILL: 0 -1000 1000
llvm.mlir.global internal constant @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
llvm.mlir.global private @pair() : !llvm.struct<(i32, array<2 x i16>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i16>)>
  %a = llvm.mlir.constant(11 : i32) : i32
  %b = llvm.mlir.constant(-2 : i16) : i16
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, array<2 x i16>)>
  %s1 = llvm.insertvalue %b, %s0[1, 0] : !llvm.struct<(i32, array<2 x i16>)>
  %s2 = llvm.insertvalue %b, %s1[1, 1] : !llvm.struct<(i32, array<2 x i16>)>
  llvm.return %s2 : !llvm.struct<(i32, array<2 x i16>)>
}
func.func @kernel(%a: memref<8xi32>, %o: memref<8x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 8 : index
  %tab = llvm.mlir.addressof @table : !llvm.ptr
  %pair = llvm.mlir.addressof @pair : !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x !llvm.struct<(i32, array<2 x i16>)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %pv = llvm.load %pair {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(i32, array<2 x i16>)>
  llvm.store %pv, %slot {alignment = 8 : i64} : !llvm.struct<(i32, array<2 x i16>)>, !llvm.ptr
  %base = memref.extract_aligned_pointer_as_index %a : memref<8xi32> -> index
  %base64 = arith.index_cast %base : index to i64
  %ap = llvm.inttoptr %base64 : i64 to !llvm.ptr
  %zv = llvm.mlir.zero : vector<4xi32>
  scf.for %i = %c0 to %n step %c1 {
    %i64 = arith.index_cast %i : index to i64
    %x = memref.load %a[%i] : memref<8xi32>
    // table[i] through a GEP with a constant then a dynamic index
    %tp = llvm.getelementptr inbounds %tab[0, %i64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %t = llvm.load %tp : !llvm.ptr -> i32
    // a[7 - i] through the raw pointer
    %seven = llvm.mlir.constant(7 : i64) : i64
    %j = llvm.sub %seven, %i64 : i64
    %ep = llvm.getelementptr %ap[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %y = llvm.load %ep {alignment = 4 : i64} : !llvm.ptr -> i32
    %epi = llvm.ptrtoint %ep : !llvm.ptr to i64
    %api = llvm.ptrtoint %ap : !llvm.ptr to i64
    %diff64 = llvm.sub %epi, %api : i64
    %diff = llvm.trunc %diff64 : i64 to i32
    // the struct through memory: field 1, element 1 (i16) at a constant GEP
    %fp = llvm.getelementptr %slot[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x i16>)>
    %f16 = llvm.load %fp : !llvm.ptr -> i16
    %f = llvm.sext %f16 : i16 to i32
    %sv = llvm.load %slot : !llvm.ptr -> !llvm.struct<(i32, array<2 x i16>)>
    %s1 = llvm.insertvalue %x, %sv[0] : !llvm.struct<(i32, array<2 x i16>)>
    %x16 = llvm.trunc %x : i32 to i16
    %s2 = llvm.insertvalue %x16, %s1[1, 1] : !llvm.struct<(i32, array<2 x i16>)>
    llvm.store %s2, %slot : !llvm.struct<(i32, array<2 x i16>)>, !llvm.ptr
    %g0 = llvm.extractvalue %s2[0] : !llvm.struct<(i32, array<2 x i16>)>
    %g1 = llvm.extractvalue %s2[1, 0] : !llvm.struct<(i32, array<2 x i16>)>
    %g1w = llvm.zext %g1 : i16 to i32
    %g = llvm.add %g0, %g1w : i32
    // vectors
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %v0 = llvm.insertelement %x, %zv[%k0 : i32] : vector<4xi32>
    %v1 = llvm.insertelement %t, %v0[%k2 : i32] : vector<4xi32>
    %v2 = llvm.shufflevector %v1, %v1 [2, 0, 2, 1] : vector<4xi32>
    %v3 = llvm.add %v2, %v1 : vector<4xi32>
    %e = llvm.extractelement %v3[%k0 : i32] : vector<4xi32>
    // intrinsics
    %mx = llvm.call_intrinsic "llvm.smax.i32"(%x, %t) : (i32, i32) -> i32
    %mn = llvm.intr.smin(%x, %y) : (i32, i32) -> i32
    %ab = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i32) -> i32
    %pc = llvm.intr.ctpop(%x) : (i32) -> i32
    %mm = llvm.add %mn, %ab : i32
    %mm2 = llvm.add %mm, %pc : i32
    memref.store %t, %o[%c0, %i] : memref<8x8xi32>
    memref.store %y, %o[%c1, %i] : memref<8x8xi32>
    memref.store %diff, %o[%c2, %i] : memref<8x8xi32>
    memref.store %f, %o[%c3, %i] : memref<8x8xi32>
    memref.store %g, %o[%c4, %i] : memref<8x8xi32>
    memref.store %e, %o[%c5, %i] : memref<8x8xi32>
    memref.store %mx, %o[%c6, %i] : memref<8x8xi32>
    memref.store %mm2, %o[%c7, %i] : memref<8x8xi32>
  }
  return
}
