// RUN: --passes=lower-to-vcix --host-model --emit=mlir
// --host-model runs the kernel on the host, where VCIX is not modelled.
func.func @kernel(%a: vector<8xf32>) -> vector<8xf32> {
  %e = math.tanh %a : vector<8xf32>
  return %e : vector<8xf32>
}
