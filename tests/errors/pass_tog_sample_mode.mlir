// RUN: --timing --tog-sample-mode=2
// --tog-sample-mode is 0 or 1.
func.func @kernel() {
  return
}
