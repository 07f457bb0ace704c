"""add_s128.mlir: out = a + b over 2048 floats (4 tiles of 512 on 128 lanes)."""
import numpy as np
from lanes_ref import normal


def inputs(rng, case):
    return [normal(rng, 2048), normal(rng, 2048), np.zeros(2048, np.float32)]


def expected(args, case):
    return {2: ((args[0] + args[1]).astype(np.float32), "exact")}
