"""vlane_idx_s8.mlir: y = x * 2 + (global element index), z = the index, both from the lane number."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    return [small_ints(rng, 32), np.zeros(32, np.float32), np.zeros(32, np.int64)]


def expected(args, case):
    return {1: ((args[0] * 2 + np.arange(32)).astype(np.float32), "exact"), 2: (np.arange(32, dtype=np.int64), "exact")}
