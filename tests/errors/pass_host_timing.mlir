// RUN: --host-model --timing --emit=ll
// --host-model executes the DMAs; the timing build drops them: the two
// options contradict each other.
func.func @kernel(%x: memref<4xf32>) {
  return
}
