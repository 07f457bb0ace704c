"""gemm_s8_m4.mlir: Y = X @ W, M=4 K=8 N=16 on S=8 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=4, K=8, N=16, S=8)
