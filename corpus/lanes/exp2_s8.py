"""exp2_s8.mlir: out = exp(x * ln 2) through the special-function unit (expf per element)."""
import numpy as np
from lanes_ref import normal


def inputs(rng, case):
    return [normal(rng, 256), np.zeros(256, np.float32)]


def expected(args, case):
    t = (args[0] * np.float32(0.6931471805599453)).astype(np.float32)
    want = np.exp(t.astype(np.float64)).astype(np.float32)   # exp correctly rounded, then compared within 2 ulp
    return {1: (want, ("ulp", 2))}
