// RUN: --host-model --vectorlane=4 --emit=ll
// In lane mode a vector lives in lane slots of its function's frame: a
// vector argument or result (which the kernels never have) is rejected.
func.func @helper(%v: vector<4xf32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}
