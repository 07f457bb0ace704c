"""gemm_s16_bias.mlir: Y = X @ W + bias, M=16 K=32 N=32 on S=16 lanes (tools/gen_vcix_gemm.py)."""
from lanes_ref import gemm_spec

CASES, inputs, expected = gemm_spec(M=16, K=32, N=32, S=16, bias=True)
