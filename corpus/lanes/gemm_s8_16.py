"""gemm_s8_16.mlir: Y = X @ W, M=16 K=16 N=16 on S=8 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=16, K=16, N=16, S=8)
