"""tanh_chunks_s4.mlir: y = tanh(x) in two 64-element slices per lane."""
import numpy as np
from lanes_ref import normal


def inputs(rng, case):
    return [normal(rng, 512), np.zeros(512, np.float32)]


def expected(args, case):
    return {1: (np.tanh(args[0].astype(np.float64)).astype(np.float32), ("ulp", 2))}
