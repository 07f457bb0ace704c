// RUN: --emit=tog
// A plain module (no PyTorchSim kernel): build-tog's gate stays shut, so
// there is no graph to write.
func.func @kernel(%a: memref<4xf32>) {
  return
}
