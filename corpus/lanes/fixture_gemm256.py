"""The PyTorchSim fixture shared/corpus/pytorchsim/gemm256_postvcix.mlir, run
as is (its signature is X, W, Y as gemm_spec's): Y = X @ W, 256 x 256 x 256,
f32, S = 128 lanes, VLEN 256."""
from lanes_ref import gemm_spec

MLIR = "../shared/corpus/pytorchsim/gemm256_postvcix.mlir"
OPTS = "--vectorlane=128 --vlen=256"
CASES, inputs, expected = gemm_spec(M=256, K=256, N=256, S=128)
