"""lane0_int_s4.mlir: out = [sum(x[0:4]), prod(x[1:4]), max(max(x[1:4]), sum(x[0:4])), x[3],
x[2], x[x[1]], x[1], x[0]] (lane 0's values; the index x[1] is made non-negative below); y = x with
y[1] = sum(x[0:4]) (the scalar store landed in lane 0's bank only)."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    x = small_ints(rng, 16, dtype=np.int32)
    x[1] = abs(x[1]) + 5          # an index into x: 5..9, not 0..3 (lane 0's own share)
    return [x, np.zeros(16, np.int32), np.zeros(8, np.int32)]


def expected(args, case):
    x = args[0].astype(np.int64)
    s = x[0:4].sum()
    y = args[0].copy()
    y[1] = s
    out = np.array([s, x[1:4].prod(), max(x[1:4].max(), s), x[3], x[2], x[x[1]], x[1], x[0]], np.int32)
    return {1: (y, "exact"), 2: (out, "exact")}
