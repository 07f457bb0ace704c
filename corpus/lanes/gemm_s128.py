"""gemm_s128.mlir: Y = X @ W, M=32 K=256 N=128 on S=128 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=32, K=256, N=128, S=128)
