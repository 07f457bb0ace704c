// RUN: --stop-after=loop-padding --emit=obj
// --stop-after writes MLIR.
func.func @kernel() {
  return
}
