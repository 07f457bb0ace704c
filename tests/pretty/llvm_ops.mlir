// The LLVM dialect ops the backend lowers, in their custom forms:
// arithmetic with overflow and fastmath flags, casts, comparisons,
// memory (volatile, atomic, syncscope, invariant, inalloca, GEP with
// constant and dynamic indices), calls (direct, indirect, variadic,
// calling convention, tail call kind), aggregates, vectors, globals
// (constant, string, thread_local, initializer region), branches and
// intrinsics with a custom form.
llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private unnamed_addr constant @str("hello\00")
llvm.mlir.global external thread_local @tl(0 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global linkonce_odr hidden @agg() : !llvm.struct<(i32, array<2 x f32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %2 : !llvm.struct<(i32, array<2 x f32>)>
}
llvm.func @callee(i32) -> i32
llvm.func @vfn(!llvm.ptr, ...)
llvm.func @decl_attrs(!llvm.ptr {llvm.readonly}, i32 {llvm.zeroext}) -> (!llvm.ptr {llvm.noalias})
llvm.func @ret_struct() -> !llvm.struct<"empty", ()>
llvm.func @ret_struct_args(i32) -> !llvm.struct<(i32, struct<(i32, i1)>)>
llvm.func @res_attrs(%p: !llvm.ptr {llvm.nonnull}) -> (!llvm.ptr {llvm.noundef, llvm.nonnull}) {
  llvm.return %p : !llvm.ptr
}
llvm.func internal fastcc @fast(%a: i32) -> i32 {
  llvm.return %a : i32
}

llvm.func @ops(%a: i32, %b: f32, %p: !llvm.ptr, %v: vector<4xf32>, %w: vector<4xi32>, %l: i64) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  %1 = llvm.sub %a, %a overflow<nsw, nuw> : i32
  %2 = llvm.mul %a, %a : i32
  %3 = llvm.shl %a, %a overflow<nuw> : i32
  %4 = llvm.udiv %a, %a : i32
  %5 = llvm.sdiv %a, %a : i32
  %6 = llvm.urem %a, %a : i32
  %7 = llvm.srem %a, %a : i32
  %8 = llvm.and %a, %a : i32
  %9 = llvm.or %a, %a : i32
  %10 = llvm.xor %w, %w : vector<4xi32>
  %11 = llvm.lshr %a, %a : i32
  %12 = llvm.ashr %a, %a : i32
  %13 = llvm.fadd %b, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fsub %v, %v : vector<4xf32>
  %15 = llvm.fmul %b, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fdiv %b, %b : f32
  %17 = llvm.frem %b, %b : f32
  %18 = llvm.fneg %b {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %19 = llvm.sext %a : i32 to i64
  %20 = llvm.zext %a : i32 to i64
  %21 = llvm.trunc %l : i64 to i16
  %22 = llvm.sitofp %a : i32 to f32
  %23 = llvm.uitofp %a : i32 to f64
  %24 = llvm.fptosi %b : f32 to i32
  %25 = llvm.fptoui %b : f32 to i64
  %26 = llvm.fpext %b : f32 to f64
  %27 = llvm.fptrunc %26 : f64 to f16
  %28 = llvm.bitcast %a : i32 to f32
  %29 = llvm.ptrtoint %p : !llvm.ptr to i64
  %30 = llvm.inttoptr %l : i64 to !llvm.ptr
  %31 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %32 = llvm.icmp "ult" %a, %a : i32
  %33 = llvm.icmp "eq" %w, %w : vector<4xi32>
  %34 = llvm.fcmp "_true" %b, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %35 = llvm.fcmp "une" %v, %v : vector<4xf32>
  %36 = llvm.select %32, %a, %a : i1, i32
  %37 = llvm.select %33, %w, %w {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xi1>, vector<4xi32>
  %38 = llvm.freeze %a : i32
  %39 = llvm.alloca %a x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %40 = llvm.alloca inalloca %a x !llvm.struct<(i32, f32)> : (i32) -> !llvm.ptr
  %41 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %42 = llvm.load volatile %p : !llvm.ptr -> f32
  %43 = llvm.load %p atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %44 = llvm.load %p invariant {nontemporal} : !llvm.ptr -> i64
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store volatile %b, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %a, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  %45 = llvm.getelementptr %p[%l] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %46 = llvm.getelementptr inbounds %p[0, 1, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %47 = llvm.call @callee(%a) : (i32) -> i32
  %48 = llvm.call fastcc @fast(%a) : (i32) -> i32
  %49 = llvm.call tail @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.call @vfn(%p, %a, %b) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, i32, f32) -> ()
  %50 = llvm.mlir.addressof @callee : !llvm.ptr
  %51 = llvm.call %50(%a) : !llvm.ptr, (i32) -> i32
  %52 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x vector<4xf32>>)>
  %53 = llvm.insertvalue %v, %52[1, 0] : !llvm.struct<(i32, array<2 x vector<4xf32>>)>
  %54 = llvm.extractvalue %53[1, 1] : !llvm.struct<(i32, array<2 x vector<4xf32>>)>
  %55 = llvm.extractvalue %53[0] : !llvm.struct<(i32, array<2 x vector<4xf32>>)>
  %56 = llvm.mlir.zero : !llvm.struct<(ptr, i64)>
  %57 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, i64)>
  %58 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %59 = llvm.insertelement %b, %v[%l : i64] : vector<4xf32>
  %60 = llvm.shufflevector %v, %v [0, 1, 4, 7, 2] : vector<4xf32>
  %61 = llvm.mlir.poison : vector<4xf32>
  %62 = llvm.mlir.addressof @str : !llvm.ptr
  %63 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %64 = llvm.intr.umin(%w, %w) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %65 = llvm.intr.ctpop(%a) : (i32) -> i32
  %66 = llvm.intr.bswap(%a) : (i32) -> i32
  %67 = llvm.intr.fshl(%a, %a, %a) : (i32, i32, i32) -> i32
  %68 = llvm.intr.sqrt(%b) : (f32) -> f32
  %69 = llvm.intr.fma(%v, %v, %v) {fastmathFlags = #llvm.fastmath<contract>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %70 = llvm.intr.powi(%b, %a) : (f32, i32) -> f32
  %71 = llvm.intr.copysign(%b, %b) : (f32, f32) -> f32
  %72 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32
  %73 = llvm.intr.vector.reduce.fminimum(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  llvm.cond_br %32 weights([1, 2]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.cond_br %32, ^bb2, ^bb3(%x, %a : i32, i32)
^bb2:
  llvm.switch %a : i32, ^bb3(%a, %a : i32, i32) [
    1: ^bb1(%a : i32),
    -2: ^bb2
  ]
^bb3(%y: i32, %z: i32):
  llvm.switch %y : i32, ^bb4 [
  ]
^bb4:
  llvm.br ^bb5 {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
^bb5:
  llvm.unreachable
}

llvm.func @vscale() vscale_range(1, 16) attributes {passthrough = ["nounwind"]} {
  llvm.return
}
