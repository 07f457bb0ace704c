// RUN: --tog=tog_out.py --emit=obj
// --tog belongs to the timing build.
func.func @kernel() {
  return
}
