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

KIND transpose, PARAMS R C X Y: Y (C x R) = X (R x C) transposed.

Every argument that is not an output must come back unchanged.
"""
import sys

import numpy as np


def bits(x):
    return np.ascontiguousarray(x).view(np.uint32)


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


def gen(kind, ind, seed, dset, p):
    rng = np.random.default_rng(seed)
    if kind == "gemm":
        m, k, n, ia, ib, ic = p
        args = {ia: data(rng, (m, k), dset), ib: data(rng, (k, n), dset),
                ic: np.full((m, n), 1.0e30, dtype=np.float32)}
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
    inputs = {}
    if kind == "gemm":
        m, k, n, ia, ib, ic = p
        inputs = {ia: (m, k), ib: (k, n)}
        out, shape = ic, (m, n)
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
    if kind == "gemm":
        a, b = vals[ia], vals[ib]
        ref = machine_gemm(a, b, lanes)
        exact = a.astype(np.float64) @ b.astype(np.float64)
        plain = machine_gemm(a, b, k)
        nbad = compare("C", got, ref)
        err = float(np.max(np.abs(got.astype(np.float64) - exact)))
        rerr = float(np.max(np.abs(ref.astype(np.float64) - exact)))
        order = int((bits(plain) != bits(ref)).sum())
        print(f"  C: {nbad}/{got.size} elements differ from the machine-order reference (bit for bit); "
              f"max |C - float64 A@B| = {err:.3g} (reference's own: {rerr:.3g}); "
              f"a plain k-ascending float32 sum would differ in {order}")
    else:
        nbad = compare("Y", got, vals[ix].T)
        print(f"  Y: {nbad}/{got.size} elements differ from X transposed (bit for bit)")
    return ok and nbad == 0


def main(argv):
    try:
        if len(argv) >= 6 and argv[1] == "gen":
            gen(argv[2], argv[3], int(argv[4]), argv[5], [int(x) for x in argv[6:]])
            return 0
        if len(argv) >= 6 and argv[1] == "check":
            return 0 if check(argv[2], argv[3], argv[4], int(argv[5]), [int(x) for x in argv[6:]]) else 1
    except (ValueError, OSError) as e:
        print(f"ref.py: {e}", file=sys.stderr)
        return 2
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
