#!/usr/bin/python3
"""Inputs and references of the kernels run on Spike (tests/spike/check.sh).

  ref.py gen KIND INDIR SEED SET PARAMS...
      writes INDIR/argN.npy, the kernel's memref arguments (float32, flat);
      SET int: small integers (every sum exact: layout and orientation only),
      SET real: standard normal (full mantissas: the summation order matters)
  ref.py check KIND INDIR OUTDIR LANES PARAMS...
      compares OUTDIR/argN.npy (the arguments after the call) with the
      reference, bit for bit; exit 1 on a difference

KIND gemm, PARAMS M K N A B C: C = A @ B (A M x K, B K x N, C M x N, arguments
A, B, C, row-major).  C's input is 1e30 everywhere, which the kernel must
overwrite.  The machine's order (shared/spec/vcix.md 4.3, 4.7): the systolic
array of S = LANES lanes computes, per K-chunk of S, P = the sum over k
ascending of A[:, k] * B[k, :], each product rounded to float32 and added to a
float32 sum that starts at +0.0 (no fused multiply-add); the kernel adds each
chunk's P to C (zeroed first) in chunk order with arith.addf.  NumPy's float32
elementwise multiply and add are IEEE binary32 operations, so the loops below
give those bits exactly.  Also printed: the maximum error of C and of the
reference against a float64 matmul, and how many elements a plain k-ascending
float32 sum would get wrong (how much the data set tests the order).

Besides the bits, C must lie within the error bound of any float32
dot product of length K (Higham, Accuracy and Stability, 3.1): |C - A@B| <=
gamma_K |A|@|B| elementwise, gamma_K = K u / (1 - K u), u = 2^-24, against the
float64 A @ B; NumPy's own float32 A @ B is held to the same bound.

KIND transpose, PARAMS R C X Y: Y (C x R) = X (R x C) transposed.

KIND add, PARAMS NA N A B C: C = A + B over N floats; A has NA = N elements,
or NA = 1 (broadcast: C[i] = A[0] + B[i]).  Bit for bit (IEEE binary32 add).

KIND exp2, PARAMS N X Y: Y = exp2(X) as PyTorchSim's exp2 kernel computes it:
t = X * float32(ln 2) rounded to float32 (arith.mulf), then math.exp on the
special-function unit, which is the C library's expf on each float32
(shared/spec/vcix.md 8; Spike and the host model both call the host's
expf).  Bit for bit against glibc's expf (through ctypes); also within 1 ulp
of the correctly rounded exp(t) (float64 exp rounded to float32; glibc's
expf is documented below 1 ulp), and within the propagated error of NumPy's
float64 2**X: |Y - 2**X| <= 2**X (|t| 2^-24 + 2^-23) (t's rounding
scales the result by exp(t e), |e| <= 2^-24, plus expf's 1 ulp).

KIND lanes, PARAMS NAME: a kernel of corpus/lanes/ with the inputs and the
references of `make check-lanes` (tests/run/lanes.py and corpus/lanes/NAME.py:
NumPy and the machine-order GEMM of tests/run/lanes_ref.py, each output
"exact" or within its stated tolerance).  Its data sets are NAME.py's CASES
(`ref.py sets lanes NAME` prints them; other kinds: int real) and its inputs
depend only on NAME and the case, as in check-lanes (SEED is not used).
Every argument without a reference must come back as it went in.

  ref.py sets KIND PARAMS...   the data sets of a kernel, one line
  (`ref.py check lanes INDIR OUTDIR LANES NAME CASE`: the case is named)

`ref.py check` with CHECK_TAMPER=1 changes the output's first element by one
ulp before comparing: the check must then fail (tests/e2e/run.sh uses it to
show that the comparison can fail).

Every argument that is not an output must come back unchanged.
"""
import ctypes
import ctypes.util
import os
import sys
import zlib

import numpy as np


def bits(x):
    return np.ascontiguousarray(x).view(np.uint32)


def ulps(a, b):
    """|a - b| in units in the last place (float32, ordered across the sign)."""
    ia, ib = bits(a).astype(np.int64), bits(b).astype(np.int64)
    ia = np.where(ia >= 1 << 31, (1 << 31) - ia, ia)
    ib = np.where(ib >= 1 << 31, (1 << 31) - ib, ib)
    return np.abs(ia - ib)


def expf(t):
    """The C library's expf on each float32 of t: what the special-function
    unit computes (vcix.md 8)."""
    libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
    libm.expf.restype = ctypes.c_float
    libm.expf.argtypes = [ctypes.c_float]
    return np.array([libm.expf(float(v)) for v in t.reshape(-1)], dtype=np.float32).reshape(t.shape)


def data(rng, shape, kind):
    if kind == "int":
        return rng.integers(-4, 5, size=shape).astype(np.float32)
    return rng.standard_normal(shape).astype(np.float32)


def machine_gemm(a, b, s):
    m, k = a.shape
    n = b.shape[1]
    c = np.zeros((m, n), dtype=np.float32)
    for k0 in range(0, k, s):
        p = np.zeros((m, n), dtype=np.float32)
        for kk in range(k0, min(k0 + s, k)):
            prod = np.multiply(a[:, kk:kk + 1], b[kk:kk + 1, :], dtype=np.float32)
            p = np.add(p, prod, dtype=np.float32)
        c = np.add(c, p, dtype=np.float32)
    return c


def lanes_mod(name):
    """tests/run/lanes.py and corpus/lanes/NAME.py, as check-lanes loads them."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "run"))
    import lanes
    return lanes, lanes.load(name)


def lanes_inputs(name, case):
    lanes, mod = lanes_mod(name)
    if case not in getattr(mod, "CASES", ["default"]):
        raise ValueError(f"{name} has no data set {case!r}")
    rng = np.random.default_rng(zlib.crc32(f"{name}/{case}".encode()))   # lanes.prepare's seed
    return lanes, mod, mod.inputs(rng, case)


def lanes_check(name, case, ind, outd):
    lanes, mod, args = lanes_inputs(name, case)
    ok = True
    for i, a in enumerate(args):   # the files given to both runners are these arrays
        if not same(np.load(f"{ind}/arg{i}.npy"), np.asarray(a)):
            print(f"  {ind}/arg{i}.npy is not {name}'s input for {case}")
            return False
    want = mod.expected(args, case)
    for i, a in enumerate(args):
        if i not in want and not same(np.load(f"{outd}/arg{i}.npy"), np.asarray(a)):
            print(f"  arg{i} (an input) changed by the kernel")
            ok = False
    for i, spec in want.items():
        got = np.load(f"{outd}/arg{i}.npy")
        if os.environ.get("CHECK_TAMPER") == "1":
            got = got.copy()
            got.flat[0] = np.nextafter(got.flat[0], np.array(np.inf, got.dtype)) if got.dtype.kind == "f" else got.flat[0] + 1
            print(f"  (CHECK_TAMPER=1: arg{i}'s first element moved by one ulp)")
        for ref, mode in spec if isinstance(spec, list) else [spec]:
            label = mode if isinstance(mode, str) else f"{mode[0]} {', '.join(str(v) for v in mode[1:])}"
            why = lanes.compare(got, np.asarray(ref), mode)
            if why:
                print(f"  arg{i} ({label}): {why}")
                ok = False
            else:
                print(f"  {chr(ord('A') + i)}: arg{i} {got.dtype}[{got.size}] matches the reference ({label})")
    return ok


def gen(kind, ind, seed, dset, p):
    if kind == "lanes":
        for i, a in enumerate(lanes_inputs(p[0], dset)[2]):
            np.save(f"{ind}/arg{i}.npy", a)
        return
    rng = np.random.default_rng(seed)
    if kind == "gemm":
        m, k, n, ia, ib, ic = p
        args = {ia: data(rng, (m, k), dset), ib: data(rng, (k, n), dset),
                ic: np.full((m, n), 1.0e30, dtype=np.float32)}
    elif kind == "add":
        na, n, ia, ib, ic = p
        args = {ia: data(rng, (na,), dset), ib: data(rng, (n,), dset),
                ic: np.full((n,), 1.0e30, dtype=np.float32)}
    elif kind == "exp2":
        n, ix, iy = p
        args = {ix: data(rng, (n,), dset), iy: np.full((n,), 1.0e30, dtype=np.float32)}
    else:
        r, c, ix, iy = p
        args = {ix: data(rng, (r, c), dset), iy: np.full((c, r), 1.0e30, dtype=np.float32)}
    for i, x in args.items():
        np.save(f"{ind}/arg{i}.npy", x.reshape(-1))


def same(got, want):
    return got.dtype == want.dtype and got.shape == want.shape and np.array_equal(bits(got), bits(want))


def compare(name, got, ref):
    diff = bits(got) != bits(ref)
    nbad = int(diff.sum())
    if nbad:
        idx = tuple(int(v) for v in np.argwhere(diff)[0])
        print(f"  first difference {name}{list(idx)} = {got[idx]!r} (0x{bits(got)[idx]:08x}), "
              f"reference {ref[idx]!r} (0x{bits(ref)[idx]:08x})")
    return nbad


def check(kind, ind, outd, lanes, p):
    if kind == "lanes":
        return lanes_check(p[0], p[1], ind, outd)
    inputs = {}
    if kind == "gemm":
        m, k, n, ia, ib, ic = p
        inputs = {ia: (m, k), ib: (k, n)}
        out, shape = ic, (m, n)
    elif kind == "add":
        na, n, ia, ib, ic = p
        inputs = {ia: (na, 1), ib: (n, 1)}
        out, shape = ic, (n, 1)
    elif kind == "exp2":
        n, ix, iy = p
        inputs = {ix: (n, 1)}
        out, shape = iy, (n, 1)
    else:
        r, c, ix, iy = p
        inputs = {ix: (r, c)}
        out, shape = iy, (c, r)
    ok = True
    vals = {}
    for i, sh in inputs.items():
        want = np.load(f"{ind}/arg{i}.npy")
        got = np.load(f"{outd}/arg{i}.npy")
        if not same(got, want):
            print(f"  arg{i} (an input) changed by the kernel")
            ok = False
        vals[i] = want.reshape(sh)
    got = np.load(f"{outd}/arg{out}.npy")
    if got.dtype != np.float32 or got.size != shape[0] * shape[1]:
        print(f"  arg{out}: dtype {got.dtype}, {got.size} elements; expected float32, {shape[0] * shape[1]}")
        return False
    got = got.reshape(shape)
    if os.environ.get("CHECK_TAMPER") == "1":
        got = got.copy()
        got.flat[0] = np.nextafter(got.flat[0], np.float32(np.inf))
        print("  (CHECK_TAMPER=1: the output's first element moved by one ulp)")
    if kind == "gemm":
        a, b = vals[ia], vals[ib]
        ref = machine_gemm(a, b, lanes)
        exact = a.astype(np.float64) @ b.astype(np.float64)
        plain = machine_gemm(a, b, k)
        nbad = compare("C", got, ref)
        err = float(np.max(np.abs(got.astype(np.float64) - exact)))
        rerr = float(np.max(np.abs(ref.astype(np.float64) - exact)))
        order = int((bits(plain) != bits(ref)).sum())
        u = 2.0 ** -24
        bound = (k * u / (1 - k * u)) * (np.abs(a).astype(np.float64) @ np.abs(b).astype(np.float64))
        over = int((np.abs(got.astype(np.float64) - exact) > bound).sum())
        np_over = int((np.abs((a @ b).astype(np.float64) - exact) > bound).sum())
        print(f"  C: {nbad}/{got.size} elements differ from the machine-order reference (bit for bit); "
              f"max |C - float64 A@B| = {err:.3g} (reference's own: {rerr:.3g}); "
              f"a plain k-ascending float32 sum would differ in {order}; "
              f"{over} beyond gamma_K |A||B| (NumPy's float32 A@B: {np_over})")
        if over or np_over:
            print(f"  C: {over} elements (NumPy's own product: {np_over}) beyond the float32 dot-product bound")
            nbad += over + np_over
    elif kind == "add":
        a, b = vals[ia].reshape(-1), vals[ib].reshape(-1)
        ref = np.add(a, b, dtype=np.float32).reshape(shape)   # broadcasts a 1-element A
        nbad = compare("C", got, ref)
        print(f"  C: {nbad}/{got.size} elements differ from A + B (bit for bit)")
    elif kind == "exp2":
        x = vals[ix].reshape(-1)
        t = np.multiply(x, np.float32(np.log(2.0)), dtype=np.float32)
        ref = expf(t).reshape(shape)
        nbad = compare("Y", got, ref)
        g = got.reshape(-1)
        rounded = np.exp(t.astype(np.float64)).astype(np.float32)
        nulp = int((ulps(g, rounded) > 1).sum())
        p2 = np.exp2(x.astype(np.float64))
        tol = p2 * (np.abs(t.astype(np.float64)) * 2.0 ** -24 + 2.0 ** -23)
        nfar = int((np.abs(g.astype(np.float64) - p2) > tol).sum())
        print(f"  Y: {nbad}/{got.size} elements differ from glibc expf(float32(X * ln 2)) (bit for bit); "
              f"{nulp} more than 1 ulp from the correctly rounded exp; {nfar} beyond the error bound of 2**X")
        nbad += nulp + nfar
    else:
        nbad = compare("Y", got, vals[ix].T)
        print(f"  Y: {nbad}/{got.size} elements differ from X transposed (bit for bit)")
    return ok and nbad == 0


def params(kind, p):
    return p if kind == "lanes" else [int(x) for x in p]


def main(argv):
    try:
        if len(argv) >= 3 and argv[1] == "sets":
            print(" ".join(getattr(lanes_mod(argv[3])[1], "CASES", ["default"])) if argv[2] == "lanes" else "int real")
            return 0
        if len(argv) >= 6 and argv[1] == "gen":
            gen(argv[2], argv[3], int(argv[4]), argv[5], params(argv[2], argv[6:]))
            return 0
        if len(argv) >= 6 and argv[1] == "check":
            return 0 if check(argv[2], argv[3], argv[4], int(argv[5]), params(argv[2], argv[6:])) else 1
    except (ValueError, OSError) as e:
        print(f"ref.py: {e}", file=sys.stderr)
        return 2
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
