"""gemm_s16_k8n8.mlir: Y = X @ W, M=32 K=8 N=8 on S=16 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=32, K=8, N=8, S=16)
