"""gather_lane0_s4.mlir: lane l's y[4l + i] = x[3 - i] (gathered from lane 0's bank) + x[4l + i]."""
import numpy as np
from lanes_ref import small_ints


def inputs(rng, case):
    return [small_ints(rng, 16), np.zeros(16, np.float32)]


def expected(args, case):
    x = args[0]
    return {1: (x + np.tile(x[3::-1], 4), "exact")}
