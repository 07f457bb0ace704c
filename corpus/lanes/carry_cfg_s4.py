"""carry_cfg_s4.mlir: per lane l, u, v = x16[0:4], x16[4:8]; three times (u, v) = (u + v, u);
p, q = u, v; s = p - q - q (scf.while); lane l's 16 outputs: p, q, s, p - q."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    return [small_ints(rng, 64, -3, 3), np.zeros(64, np.float32)]


def expected(args, case):
    x, y = args[0], np.zeros(64, np.float32)
    for l in range(4):
        u, v = x[16 * l:16 * l + 4], x[16 * l + 4:16 * l + 8]
        for _ in range(3):
            u, v = u + v, u
        y[16 * l:16 * l + 16] = np.concatenate([u, v, u - v - v, u - v])
    return {1: (y, "exact")}
