"""gemm_f16_s8.mlir: Y = X @ W in f16, M=8 K=16 N=8 on S=8 lanes, VLEN 128 (nr 8).

The units of spike-fp8 / vcix-accelerator read f16 registers as half
(vcix.md §4.7): each K-chunk sums in f32, the pop rounds it to half, and
the kernel adds it to Y in half.  (The TorchSim-branch Spike reads every
register as f32 and gives garbage here.)"""
import numpy as np
from lanes_ref import machine_gemm, normal, small_ints

M, K, N, S = 8, 16, 8, 8
CASES = ["int", "normal"]


def inputs(rng, case):
    data = small_ints if case == "int" else normal
    return [data(rng, M * K, dtype=np.float16), data(rng, K * N, dtype=np.float16), np.zeros(M * N, np.float16)]


def expected(args, case):
    x, w = args[0].reshape(M, K), args[1].reshape(K, N)
    want = machine_gemm(x, w, S, dtype=np.float16).ravel()
    if case == "int":   # small integers: every sum exact in half too
        assert np.array_equal(want, (x.astype(np.float64) @ w.astype(np.float64)).astype(np.float16).ravel())
    return {2: (want, "exact")}
