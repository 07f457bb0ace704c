#!/usr/bin/env python3
"""Write a GEMM kernel in PyTorchSim's post-vcix shape (corpus/lanes/gemm_*.mlir).

The body is what lower_to_vcix makes of a linalg.matmul
(shared/spec/pipeline.md §4.2 / §4.3, the forms of §5.3 and of the
fixture gemm256_postvcix.mlir): MVIN of X (M x K) and W (K x N) split on
their last axis, column-major per tile (sram_stride [1, rows]), Y zeroed
by one vector store of a lane's share (or, with a bias, filled by a
broadcasting MVIN of the bias), then

    [for n < N/S] [for k < K/S]
        weight pushes  (i = 0, nr, .. < S; a zero vector once i >= K)
        [for m < M/P]
            input pushes (i = 0, nr, .. < min(M, P))
            compute
            pops, each added to its slice of Y

and the MVOUT of Y.  A dimension below S gets a scratchpad buffer padded
to S on its split axis (the machine holds a whole column per lane: a buffer
of the logical shape would not give each lane room for it) and the matmul
operands are memref.reinterpret_cast views of the logical shape, as
lower_to_vcix accepts.

usage: gen_vcix_gemm.py NAME M K N S VLEN [bias] [f16] > corpus/lanes/NAME.mlir
"""
import sys


def gemm(name, M, K, N, S, vlen, bias=False, dtype="f32"):
    ebits = 16 if dtype == "f16" else 32
    nr = vlen // ebits
    for d, v in (("M", M), ("K", K), ("N", N)):
        assert v <= S or v % S == 0, f"{d}={v} > S must be a multiple of S (lower_to_vcix's guard)"
    assert S % nr == 0, "S must be a multiple of nr = vlen / element bits (vcix.md §4.8)"
    assert K % nr == 0 and N % nr == 0 and M >= 2, "reads of nr elements must stay inside a view row"
    P = min(M, S)                 # push = min(subtileM, S); MStep = M_LOOP = P
    vecm = max(min(M, nr), 2)
    Kp, Np = max(K, S), max(N, S)  # split axes padded to S
    T = dtype
    vw, vm = f"vector<{nr}x{T}>", f"vector<{vecm}x{T}>"
    xs, ws, ys = f"memref<{M}x{Kp}x{T}, 1>", f"memref<{K}x{Np}x{T}, 1>", f"memref<{M}x{Np}x{T}, 1>"
    view = lambda r, c, full: full if full == f"memref<{r}x{c}x{T}, 1>" else f"memref<{r}x{c}x{T}, strided<[{c}, 1]>, 1>"
    xv, wv, yv = view(M, K, xs), view(K, N, ws), view(M, N, ys)
    yshare = M * Np // S
    zero = "0.000000e+00"
    o = []
    w = o.append
    w(f"// LANES: --vectorlane={S} --vlen={vlen}")
    w(f"// {name}: Y = X * W{' + bias' if bias else ''}, M={M} K={K} N={N}, {T}, S={S}, VLEN={vlen} (nr {nr}),")
    w(f"// in the post-vcix shape lower_to_vcix gives a linalg.matmul (tools/gen_vcix_gemm.py).")
    w("#sp = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>")
    w("#fx = affine_map<(d0)[s0] -> (d0 floordiv s0)>")
    w("#fy = affine_map<(d0)[s0] -> (d0 mod s0)>")
    w("#dx = affine_map<(d0, d1) -> (d0 * %d + d1)>" % K)
    w("#dw = affine_map<(d0, d1) -> (d0 * %d + d1)>" % N)
    w("module {")
    w(f"  memref.global @X_spad : {xs}")
    w(f"  memref.global @W_spad : {ws}")
    w(f"  memref.global @Y_spad : {ys}")
    args = [f"%arg0: memref<{M * K}x{T}>", f"%arg1: memref<{K * N}x{T}>"]
    if bias:
        args.append(f"%bias: memref<{N}x{T}>")
    args.append(f"%arg2: memref<{M * N}x{T}>")
    w(f"  func.func @kernel({', '.join(args)}) {{")
    for v, gs, vs, shape in (("X", xs, xv, (M, K)), ("W", ws, wv, (K, N)), ("Y", ys, yv, (M, N))):
        if gs == vs:   # the buffer has the logical shape: the matmul works on it
            w(f"    %{v} = memref.get_global @{v}_spad : {gs}")
            continue
        w(f"    %{v}0 = memref.get_global @{v}_spad : {gs}")
        w(f"    %{v} = memref.reinterpret_cast %{v}0 to offset: [0], sizes: [{shape[0]}, {shape[1]}], "
          f"strides: [{shape[1]}, 1] : {gs} to {vs}")
    w(f"    %cst = arith.constant dense<{zero}> : vector<{yshare}x{T}>")
    w("    %c0 = arith.constant 0 : index")
    w("    %c1 = arith.constant 1 : index")
    w("    %c2 = arith.constant 2 : index")
    w("    %c3 = arith.constant 3 : index")
    w("    %tagY = memref.alloc() : memref<1xi32>")
    w(f"    affine.for %i0 = 0 to {M} step {M} {{")
    w(f"      affine.for %j0 = 0 to {N} step {N} {{")
    if bias:
        w("        %tagB = memref.alloc() : memref<1xi32>")
        w(f"        memref.dma_start %bias[%j0], %Y[%c0, %c0], %c2, %tagB[%c0], %c1, %c1 : memref<{N}x{T}>, {yv}, "
          f"memref<1xi32> {{dram_stride = [0, 1], padding = 0 : i64, sram_stride = [1, {M}], subtile_size = [{M}, {N}]}}")
    else:
        y0 = "%Y" if ys == yv else "%Y0"   # a lane's whole share of the buffer
        w(f"        affine.vector_store %cst, {y0}[0, 0] : {ys}, vector<{yshare}x{T}>")
    w(f"        affine.for %k0 = 0 to {K} step {K} {{")
    w("          %dX = affine.apply #dx(%i0, %k0)")
    w("          %tagX = memref.alloc() : memref<1xi32>")
    w(f"          memref.dma_start %arg0[%dX], %X[%c0, %c0], %c2, %tagX[%c0], %c1, %c1 : memref<{M * K}x{T}>, {xv}, "
      f"memref<1xi32> {{async = true, dram_stride = [{K}, 1], sram_stride = [1, {M}], subtile_size = [{M}, {K}]}}")
    w("          %dW = affine.apply #dw(%k0, %j0)")
    w("          %tagW = memref.alloc() : memref<1xi32>")
    w(f"          memref.dma_start %arg1[%dW], %W[%c0, %c0], %c2, %tagW[%c0], %c1, %c1 : memref<{K * N}x{T}>, {wv}, "
      f"memref<1xi32> {{async = true, dram_stride = [{N}, 1], sram_stride = [1, {K}], subtile_size = [{K}, {N}]}}")
    body(w, M, K, N, S, nr, P, vecm, vw, vm, wv, xv, yv, T, ebits, zero)
    w("        } {accumulation_loop = true, subtile_loop = \"k\"}")
    w("        %dY = affine.apply #dw(%i0, %j0)")
    w(f"        memref.dma_start %Y[%c0, %c0], %arg2[%dY], %c3, %tagY[%c0], %c1, %c1 : {yv}, memref<{M * N}x{T}>, "
      f"memref<1xi32> {{dram_stride = [{N}, 1], padding = 0 : i64, sram_stride = [1, {M}]}}")
    w("      } {outer_loop = true, subtile_loop = \"n\"}")
    w("    } {outer_loop = true, subtile_loop = \"m\"}")
    w("    return")
    w("  }")
    w("}")
    return "\n".join(o) + "\n"


def body(w, M, K, N, S, nr, P, vecm, vw, vm, wv, xv, yv, T, ebits, zero):
    """lower_to_vcix's replacement of the matmul (pipeline.md §4.2)."""
    ind = "          "
    w(f"{ind}%z = arith.constant 0 : index")
    w(f"{ind}%rvl = arith.constant {nr} : i64")
    w(f"{ind}%cK = arith.constant {K} : index")
    w(f"{ind}%cN = arith.constant {N} : index")
    w(f"{ind}%cM = arith.constant {M} : index")
    w(f"{ind}%cP = arith.constant {P} : index")
    w(f"{ind}%one = arith.constant 1 : index")
    w(f"{ind}%pad = arith.constant {zero} : {T}")
    closes = []
    n, k, m = "%z", "%z", "%z"
    if N > S:
        w(f"{ind}affine.for %n = 0 to {N // S} {{")
        closes.append(ind + "} {inner_loop = true}")
        ind += "  "
        n = "%n"
    if K > S:
        w(f"{ind}affine.for %k = 0 to {K // S} {{")
        closes.append(ind + "} {inner_loop = true}")
        ind += "  "
        k = "%k"
    else:
        w(f"{ind}%zw = arith.constant dense<{zero}> : {vw}")
    w(f"{ind}memref.dma_wait %tagW[%c0], %one : memref<1xi32>")
    for i in range(0, S, nr):
        if i < K:
            w(f"{ind}%ci_w{i} = arith.constant {i} : index")
            w(f"{ind}%cs_w{i} = arith.constant {S} : index")
            w(f"{ind}%sp_w{i} = affine.apply #sp({n}, {k}, %ci_w{i})[%cK, %cs_w{i}]")
            w(f"{ind}%x_w{i} = affine.apply #fx(%sp_w{i})[%cN]")
            w(f"{ind}%y_w{i} = affine.apply #fy(%sp_w{i})[%cN]")
            w(f"{ind}%w{i} = vector.transfer_read %W[%x_w{i}, %y_w{i}], %pad : {wv}, {vw}")
            vec = f"%w{i}"
        else:
            vec = "%zw"
        w(f'{ind}"vcix.iv"({vec}, %rvl) {{imm = 0 : i64, opcode = 1 : i64, rd = 0 : i64}} : ({vw}, i64) -> ()')
    if M > P:
        w(f"{ind}affine.for %m = 0 to {M // P} {{")
        closes.append(ind + "} {inner_loop = true}")
        ind += "  "
        m = "%m"
    w(f"{ind}memref.dma_wait %tagX[%c0], %one : memref<1xi32>")
    for i in range(0, P, nr):
        w(f"{ind}%ci_a{i} = arith.constant {i} : index")
        w(f"{ind}%sp_a{i} = affine.apply #sp({k}, {m}, %ci_a{i})[%cM, %cP]")
        w(f"{ind}%x_a{i} = affine.apply #fx(%sp_a{i})[%cK]")
        w(f"{ind}%y_a{i} = affine.apply #fy(%sp_a{i})[%cK]")
        w(f"{ind}%a{i} = vector.transfer_read %X[%x_a{i}, %y_a{i}], %pad : {xv}, {vm}")
        w(f'{ind}"vcix.iv"(%a{i}, %rvl) {{imm = 0 : i64, opcode = 0 : i64, rd = 0 : i64}} : ({vm}, i64) -> ()')
    w(f'{ind}"vcix.i"(%rvl) {{imm = 4 : i64, lmul = 0 : i64, opcode = 1 : i64, rd = 0 : i64, rs2 = 0 : i64, '
      f'sew = {ebits} : i64}} : (i64) -> ()')
    for i in range(0, P, nr):
        w(f"{ind}%ci_c{i} = arith.constant {i} : index")
        w(f"{ind}%sp_c{i} = affine.apply #sp({n}, {m}, %ci_c{i})[%cM, %cP]")
        w(f'{ind}%p{i} = "vcix.v.i"(%rvl) {{imm = 0 : i64, opcode = 2 : i64, rs2 = 0 : i64}} : (i64) -> {vm}')
        w(f"{ind}%x_c{i} = affine.apply #fx(%sp_c{i})[%cN]")
        w(f"{ind}%y_c{i} = affine.apply #fy(%sp_c{i})[%cN]")
        w(f"{ind}%o{i} = vector.transfer_read %Y[%x_c{i}, %y_c{i}], %pad : {yv}, {vm}")
        w(f"{ind}%s{i} = arith.addf %o{i}, %p{i} : {vm}")
        w(f"{ind}vector.transfer_write %s{i}, %Y[%x_c{i}, %y_c{i}] : {vm}, {yv}")
    for c in reversed(closes):
        w(c)


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) < 6:
        sys.exit(__doc__)
    name, dims = a[0], [int(x) for x in a[1:6]]
    sys.stdout.write(gemm(name, *dims, bias="bias" in a[6:], dtype="f16" if "f16" in a[6:] else "f32"))
