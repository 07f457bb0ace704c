"""lanes_ref.py — references for the lane-mode kernels (corpus/lanes/*.py).

Written from shared/spec/vcix.md, independently of the C model:
machine_gemm is the systolic array's order in NumPy float32, step by
step: per K-chunk of S, each product rounded to f32, added k ascending
from +0.0, the chunk's sum (what a pop returns) added to C in chunk order
(the kernel's arith.addf).  With f16 data the pop rounds each chunk sum to
half and C accumulates in half (spike-fp8's units; vcix.md §4.7)."""
import numpy as np


def machine_gemm(a, b, S, c0=None, dtype=np.float32):
    a32, b32 = a.astype(np.float32), b.astype(np.float32)
    M, K = a.shape
    N = b.shape[1]
    c = np.zeros((M, N), dtype) if c0 is None else np.array(np.broadcast_to(c0, (M, N)), dtype)
    for k0 in range(0, K, S):
        acc = np.zeros((M, N), np.float32)
        for k in range(k0, min(k0 + S, K)):
            p = (a32[:, k:k + 1] * b32[k:k + 1, :]).astype(np.float32)
            acc = (acc + p).astype(np.float32)
        c = (c + acc.astype(dtype)).astype(dtype)
    return c


def small_ints(rng, shape, lo=-4, hi=4, dtype=np.float32):
    """Integer-valued data: every sum is exact, any order gives the same bits."""
    return rng.integers(lo, hi + 1, size=shape).astype(dtype)


def normal(rng, shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def gemm_spec(M, K, N, S, bias=False):
    """CASES, inputs, expected of a GEMM kernel (tools/gen_vcix_gemm.py's
    signature: X (M*K), W (K*N), [bias (N)], Y (M*N)).  Integer-valued data
    must equal X @ W exactly; normal data must equal the machine order bit
    for bit, NumPy's float32 X @ W within rtol = atol = 1e-5, and the exact
    (float64) X @ W to 1e-5 of its largest value."""
    def inputs(rng, case):
        data = small_ints if case == "int" else normal
        args = [data(rng, M * K), data(rng, K * N)]
        if bias:
            args.append(data(rng, N))
        return args + [np.zeros(M * N, np.float32)]

    def expected(args, case):
        x, w = args[0].reshape(M, K), args[1].reshape(K, N)
        b = args[2] if bias else None
        exact = x.astype(np.float64) @ w.astype(np.float64) + (0 if b is None else b)
        out = len(args) - 1
        if case == "int":
            return {out: (exact.astype(np.float32).ravel(), "exact")}
        numpy32 = x @ w + (0 if b is None else b)   # NumPy's own float32 product
        return {out: [(machine_gemm(x, w, S, b).ravel(), "exact"),
                      (numpy32.astype(np.float32).ravel(), ("close", 1e-5, 1e-5)),
                      (exact.astype(np.float32).ravel(), ("rel", 1e-5))]}
    return ["int", "normal"], inputs, expected
