"""lane0_scalar_s4.mlir: out = [sum(x[0:4]), x[3]] (lane 0's values); y = x with
y[1] = sum(x[0:4]) (the scalar store landed in lane 0's bank only)."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    return [small_ints(rng, 16), np.zeros(16, np.float32), np.zeros(2, np.float32)]


def expected(args, case):
    x = args[0]
    s = np.float32(x[0:4].sum())
    y = x.copy()
    y[1] = s
    return {1: (y, "exact"), 2: (np.array([s, x[3]], np.float32), "exact")}
