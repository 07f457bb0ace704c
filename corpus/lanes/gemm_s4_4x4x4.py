"""gemm_s4_4x4x4.mlir: Y = X @ W, M=4 K=4 N=4 on S=4 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=4, K=4, N=4, S=4)
