// RUN: --passes=decompose-transfer --stop-after=loop-padding
// --stop-after names a pass the given --passes list does not run.
func.func @kernel() {
  return
}
