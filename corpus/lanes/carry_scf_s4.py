"""carry_scf_s4.mlir: per lane l (x16 = x[16l:16l+16], chunks c_i = x16[4i:4i+4]):
acc, a, b, m = 0, c0, c1, 0; for i < 4: acc2 = acc + c_i; t = a*c_i + acc;
m = m + t (i even) or max(m, t); (acc, a, b) = (acc2, b, a).  Lane l's 32 outputs:
acc, a, b, m, a0 + 3*b0, then zeros."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    return [small_ints(rng, 64, -3, 3), np.zeros(128, np.float32)]


def expected(args, case):
    x, y = args[0], np.zeros(128, np.float32)
    for l in range(4):
        c = x[16 * l:16 * l + 16].reshape(4, 4)
        acc, a, b, m = np.zeros(4, np.float32), c[0], c[1], np.zeros(4, np.float32)
        for i in range(4):
            acc2 = acc + c[i]
            t = a * c[i] + acc
            m = m + t if i % 2 == 0 else np.maximum(m, t)
            acc, a, b = acc2, b, a
        q = c[0] + 3 * c[1]
        y[32 * l:32 * l + 20] = np.concatenate([acc, a, b, m, q])
    return {1: (y, "exact")}
